/** Every artwork the demo templates use, by collection. */
import { BIRTHDAY_ART } from './celebration';
import { BOTANICAL_ART } from './botanical';
import { CHRISTMAS_ART } from './christmas';
import { COMMON_ART } from './common';
import { FRAME_ART } from './frames';
import { MONTH_ART } from './months';
import type { ArtSource } from './source';

export const ALL_ART: ArtSource[] = [...COMMON_ART, ...CHRISTMAS_ART, ...BIRTHDAY_ART, ...BOTANICAL_ART, ...MONTH_ART, ...FRAME_ART];
