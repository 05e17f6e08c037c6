/**
 * The payment choice card's end text: the option's payment methods, without those the card's
 * title or description already names. An 'Invoice' option with the one method 'Invoice' read
 * 'Invoice … Invoice', a card option described as 'Visa or Mastercard' listed 'Visa, Mastercard'
 * again, and the phone's short title 'Mobil' stood beside the method 'Mobilbetaling'. Pure.
 */
export function methodsNotNamed(shown: readonly (string | undefined)[], methods: readonly { name: string }[]): string | undefined {
  const texts = shown.filter((text): text is string => Boolean(text)).map((text) => text.toLocaleLowerCase());
  const words = texts.flatMap((text) => text.split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 4);
  const named = (method: string) => texts.some((text) => text.includes(method)) || words.some((word) => method.startsWith(word));
  const others = methods.map((m) => m.name).filter((name) => !named(name.toLocaleLowerCase()));
  return others.length > 0 ? others.join(', ') : undefined;
}
