/** Pure rules of spec 3 about what a customer may do with a picture set. */

/** Above this many pictures the customer is asked to pick favourites. */
export const FAVORITES_THRESHOLD = 6;

export function qualifiesForOwnFavorites(set: { pictureCount: number; isEditable: boolean }): boolean {
  return set.isEditable && set.pictureCount > FAVORITES_THRESHOLD;
}

export function qualifiesForYearbookPose(job: { poseCount: number; deadline: Date | null }, now: Date): boolean {
  return job.poseCount > 0 && job.deadline !== null && job.deadline.getTime() > now.getTime();
}

// Made once per language: building a formatter costs more than formatting with it.
const deadlineFormats = {
  nb: new Intl.DateTimeFormat('nb-NO', { dateStyle: 'long', timeZone: 'Europe/Oslo' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Oslo' }),
};

/** The customer's sentence about the yearbook deadline, with the date as Norwegians read it. */
export function yearbookExpiryInfo(deadline: Date, now: Date, lang: 'nb' | 'en'): string {
  const date = deadlineFormats[lang].format(deadline);
  const open = deadline.getTime() > now.getTime();
  if (lang === 'nb') return open ? `Du kan velge årbokbilde til og med ${date}.` : `Fristen for å velge årbokbilde gikk ut ${date}.`;
  return open ? `You can choose the yearbook picture until ${date}.` : `The deadline for choosing the yearbook picture was ${date}.`;
}

/**
 * The span of time around `at` in which none of the `deadlines` passes (ms since the epoch;
 * from inclusive, until exclusive): what depends on deadlines reads the same all through it.
 */
export function spanWithoutDeadline(deadlines: readonly number[], at: number): { from: number; until: number } {
  let from = Number.NEGATIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  for (const deadline of deadlines) {
    if (deadline <= at) from = Math.max(from, deadline);
    else until = Math.min(until, deadline);
  }
  return { from, until };
}
