/**
 * The image view's tabs and their hide and disable rules (spec 2 §2.6, §6), and the green-screen
 * background a newly chosen picture stands on.
 */
import type { PictureSet } from '../../../api/client/pictureSets';
import { backgroundAllowed, type ImageResource, type ImageSlot, type Template } from '../../../engine/model';
import type { EditorOptions } from '../../store';
import type { InboxPicture } from './inboxPictures';

export type ImageTab = 'inbox' | 'edit' | 'backgrounds';
export type TabState = 'hidden' | 'disabled' | 'enabled';

/** Edit image: hidden when the shop disables the image toolbox, disabled until the field has a picture. */
export function editTabState(options: Pick<EditorOptions, 'disableImageToolbox'>, hasPicture: boolean): TabState {
  if (options.disableImageToolbox) return 'hidden';
  return hasPicture ? 'enabled' : 'disabled';
}

/** Backgrounds may be offered at all: the shop, the template and the field allow them. */
export const backgroundsAllowed = (options: Pick<EditorOptions, 'disableBackgrounds'>, template: Pick<Template, 'separateFromBackground'>, slot: Pick<ImageSlot, 'disableBackground'>): boolean =>
  !options.disableBackgrounds && backgroundAllowed(template, slot);

export interface BackgroundsTabInput {
  allowed: boolean;
  /** The picture in the field, when the view knows it (null also while empty). */
  picture: Pick<InboxPicture, 'foregroundSrc'> | null;
  hasPicture: boolean;
  /** Backgrounds for the picture's job: null while unknown. */
  backgroundCount: number | null;
  /** The set the editor opened with: an empty field offers backgrounds only for a green-screen job. */
  openingSet: Pick<PictureSet, 'job'>;
}

/**
 * Backgrounds: hidden when not allowed or when no background exists for the picture (not a
 * green-screen picture, or its job has none); disabled until a picture is chosen.
 */
export function backgroundsTabState({ allowed, picture, hasPicture, backgroundCount, openingSet }: BackgroundsTabInput): TabState {
  if (!allowed) return 'hidden';
  if (!hasPicture) return openingSet.job.greenScreen ? 'disabled' : 'hidden';
  return picture?.foregroundSrc && backgroundCount !== null && backgroundCount > 0 ? 'enabled' : 'hidden';
}

/** A tab that is hidden or disabled cannot stay open: the inbox takes its place. */
export const shownTab = (tab: ImageTab, states: Record<Exclude<ImageTab, 'inbox'>, TabState>): ImageTab =>
  tab === 'inbox' || states[tab] === 'enabled' ? tab : 'inbox';

/**
 * The background a green-screen picture is placed on (as the server's fill does): the one the
 * field had when the job still offers it, else the job's default, else its first. None for
 * other pictures, or where backgrounds are not allowed.
 */
export function backgroundFor(
  picture: Pick<InboxPicture, 'foregroundSrc'>,
  previous: Pick<ImageResource, 'background'> | undefined,
  backgrounds: readonly { uuid: string; default: boolean }[],
  allowed: boolean,
): { uuid: string } | undefined {
  if (!allowed || !picture.foregroundSrc || backgrounds.length === 0) return undefined;
  const kept = previous?.background && backgrounds.find((b) => b.uuid === previous.background?.uuid);
  const chosen = kept || backgrounds.find((b) => b.default) || backgrounds[0];
  return { uuid: chosen.uuid };
}
