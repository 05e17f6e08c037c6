/**
 * The payment choice card's end text: the option's payment methods, without those its title
 * already names (an 'Invoice' option with the one method 'Invoice' read 'Invoice … Invoice'). Pure.
 */
export function methodsBesideTitle(title: string, methods: readonly { name: string }[]): string | undefined {
  const named = title.toLocaleLowerCase();
  const others = methods.map((m) => m.name).filter((name) => !named.includes(name.toLocaleLowerCase()));
  return others.length > 0 ? others.join(', ') : undefined;
}
