/**
 * The sections of the per-subject screen (spec 3 §2): by type IP, SFP and GP, or with the
 * combined product one 'Individual and friend pictures' section for IP and SFP. Pure.
 */
import type { DigitalType } from '../../api/client/digital';
import type { Picture, PictureSet } from '../../api/client/pictureSets';
import { coveringSetType } from '../../domain/digital';

export interface DigitalSection {
  /** Title key under groups. */
  key: DigitalType | 'IPSFP';
  /** The type the section's set toggle names (IP for the combined set). */
  setType: DigitalType;
  pictures: Picture[];
}

export function digitalSections(pictureSet: Pick<PictureSet, 'pictures'>, combined: boolean): DigitalSection[] {
  const of = (...types: DigitalType[]) => pictureSet.pictures.filter((p) => types.includes(p.pictureType));
  const sections: DigitalSection[] = combined
    ? [
        { key: 'IPSFP', setType: 'IP', pictures: of('IP', 'SFP') },
        { key: 'GP', setType: 'GP', pictures: of('GP') },
      ]
    : [
        { key: 'IP', setType: 'IP', pictures: of('IP') },
        { key: 'SFP', setType: 'SFP', pictures: of('SFP') },
        { key: 'GP', setType: 'GP', pictures: of('GP') },
      ];
  return sections.filter((s) => s.pictures.length > 0);
}

export type PictureButton = 'bought' | 'setInCart' | 'remove' | 'buy';

/** Which button a single picture shows: bought (download), 'Picture set in cart' (disabled), Remove from cart, Buy digital picture. */
export function pictureButton(picture: Pick<Picture, 'pictureType' | 'bought' | 'inCart'>, digitalSet: PictureSet['digitalSet'], combined: boolean): PictureButton {
  if (picture.bought) return 'bought';
  if (digitalSet[coveringSetType(picture.pictureType, combined)].inCart) return 'setInCart';
  return picture.inCart ? 'remove' : 'buy';
}
