/** A moment as support reads it: date and time in the screen's language. */
import { currentLanguage } from '../i18n/i18n';

export const formatTime = (iso: string): string => new Date(iso).toLocaleString(currentLanguage() === 'en' ? 'en-GB' : 'nb-NO');
