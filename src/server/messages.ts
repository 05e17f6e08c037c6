/**
 * Texts the server sends for the UI to show, in both shop languages. Kept here (not in the
 * front end's i18n files) because the server decides which one applies.
 */
const messages = {
  invalidField: { nb: 'Ugyldig verdi i feltet {field}.', en: 'Invalid value in the field {field}.' },
  bodyTooLarge: { nb: 'Forespørselen er for stor (høyst {max} kB).', en: 'The request is too large (at most {max} kB).' },
  invalidJson: { nb: 'Forespørselen er ikke gyldig JSON.', en: 'The request is not valid JSON.' },
  notFound: { nb: 'Fant ikke det du lette etter.', en: 'Not found.' },
  internal: { nb: 'Noe gikk galt. Prøv igjen om litt.', en: 'Something went wrong. Please try again shortly.' },
  crossOrigin: { nb: 'Forespørselen kom fra et annet nettsted og ble avvist.', en: 'The request came from another site and was rejected.' },
  rateLimited: { nb: 'For mange forsøk. Vent {seconds} sekunder og prøv igjen.', en: 'Too many attempts. Wait {seconds} seconds and try again.' },
  loginRequired: { nb: 'Du må logge inn først.', en: 'You need to sign in first.' },
  forbidden: { nb: 'Du har ikke tilgang til dette.', en: 'You do not have access to this.' },
} as const satisfies Record<string, { nb: string; en: string }>;

export type MessageKey = keyof typeof messages;
export type Lang = 'nb' | 'en';

/** Texts of one area of the server, kept next to its routes; returns their formatter. */
export function defineMessages<K extends string>(defs: Record<K, { nb: string; en: string }>) {
  return (lang: Lang, key: K, vars: Record<string, string | number> = {}) => format(defs[key][lang], vars);
}

export function message(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return format(messages[key][lang], vars);
}

const format = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
