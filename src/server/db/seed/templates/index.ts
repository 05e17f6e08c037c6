/**
 * The demo shop's templates (cards, calendars, photo gifts) and the artwork they draw with.
 * Artwork is referenced by bare name in an image paint (`{ kind: 'image', src: '<name>' }`):
 * the browser loads `/templates/art/<name>.png`, Node hosts `${mediaDir}/template-art/<name>.png`,
 * which generateTemplateArt writes from the SVG sources in ./art.
 */
import { CALENDARS } from './calendars';
import { BIRTHDAY_CARDS } from './cards/birthday';
import { CHRISTMAS_CARDS } from './cards/christmas';
import { INVITATION_CARDS } from './cards/invitation';
import { THANKYOU_CARDS } from './cards/thankyou';
import { GIFTS } from './gifts';
import type { DemoTemplate } from './types';

export type { DemoProductKey, DemoTemplate } from './types';
export { generateTemplateArt, TEMPLATE_ART_NAMES, TEMPLATE_ART_VERSION } from './art/generate';

/** Every demo template version; a uuid may appear twice (v1 and v2), the highest version is current. */
export const DEMO_TEMPLATES: DemoTemplate[] = [...CHRISTMAS_CARDS, ...BIRTHDAY_CARDS, ...INVITATION_CARDS, ...THANKYOU_CARDS, ...CALENDARS, ...GIFTS];
