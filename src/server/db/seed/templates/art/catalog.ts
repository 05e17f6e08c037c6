/** Every artwork the demo templates use, by collection. */
import { CHRISTMAS_ART } from './christmas';
import type { ArtSource } from './source';

export const ALL_ART: ArtSource[] = [...CHRISTMAS_ART];
