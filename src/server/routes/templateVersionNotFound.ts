import { HttpError } from '../http/errors';
import { defineMessages, type Lang } from '../messages';

const text = defineMessages({
  templateNotFound: { nb: 'Fant ikke malen eller versjonen.', en: 'The template or version was not found.' },
});

/** 404 for a drawing or image of a template version that does not exist. */
export const templateVersionNotFound = (lang: Lang) => new HttpError(404, text(lang, 'templateNotFound'), { code: 'not_found' });
