/** How the picture set screens order and group pictures (spec 3 'Picture set detail', 'Yearbook pose'). */

interface Typed {
  uuid: string;
  pictureType: 'IP' | 'SFP' | 'GP';
}

/** The pose picker's pictures: only individual ones (IP), the chosen one first, the rest in set order. */
export function yearbookCandidates<P extends Typed>(pictures: readonly P[], chosenUuid: string | null): P[] {
  const individual = pictures.filter((p) => p.pictureType === 'IP');
  const chosen = individual.find((p) => p.uuid === chosenUuid);
  return chosen ? [chosen, ...individual.filter((p) => p !== chosen)] : individual;
}

/** The set's pictures split into favourites and the rest, each in set order. */
export function splitFavorites<P extends { isUserFavorite: boolean }>(pictures: readonly P[]): { favorites: P[]; others: P[] } {
  return { favorites: pictures.filter((p) => p.isUserFavorite), others: pictures.filter((p) => !p.isUserFavorite) };
}

/** A card's thumbnails: at most `max`, and how many more there are (the +N). */
export function thumbnailsOf<P>(pictures: readonly P[], max = 6): { shown: P[]; more: number } {
  return { shown: pictures.slice(0, max), more: Math.max(0, pictures.length - max) };
}

/** The picture chosen for a job pose, by the choice's client reference. */
export function chosenPictureOf<P extends { clientRef: string }>(
  pictures: readonly P[],
  choices: readonly { pictureClientRef: string; jobYearbookPoseUuid: string }[],
  jobPoseUuid: string,
): P | null {
  const ref = choices.find((c) => c.jobYearbookPoseUuid === jobPoseUuid)?.pictureClientRef;
  return ref === undefined ? null : (pictures.find((p) => p.clientRef === ref) ?? null);
}
