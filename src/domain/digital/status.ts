/**
 * Bought and in-cart status of digital pictures (spec 3 §4 'Picture bought status'): a picture is
 * bought when its own file was bought or the set of its type was; in the cart likewise. Where the
 * combined individual-and-friends set is sold, IP and SFP pictures follow the individual set and
 * group pictures the group set. Pure.
 */
import type { DigitalSetKind, DigitalType } from './types';

export interface DigitalFlags {
  bought: boolean;
  inCart: boolean;
}

export type DigitalSetStatus = Record<DigitalType, DigitalFlags>;

/** The sets of one subject bought (paid or invoiced orders) and in the cart. */
export interface SubjectSetFacts {
  bought: ReadonlySet<DigitalSetKind>;
  inCart: ReadonlySet<DigitalSetKind>;
  /** Whether the shop sells the combined individual-and-friends set. */
  combined: boolean;
}

/** The set whose purchase covers a picture of `type`. */
export const coveringSetType = (type: DigitalType, combined: boolean): DigitalType => (combined && type === 'SFP' ? 'IP' : type);

function flagsOf(held: ReadonlySet<DigitalSetKind>, combined: boolean): Record<DigitalType, boolean> {
  const individual = held.has('IP') || held.has('IPSFP');
  return {
    IP: individual,
    SFP: combined ? individual : held.has('SFP') || held.has('IPSFP'),
    GP: held.has('GP'),
  };
}

/** The picture set's `digitalSet`: per type, whether its set is bought or in the cart (a bought set is not 'in the cart'). */
export function digitalSetStatus(facts: SubjectSetFacts): DigitalSetStatus {
  const bought = flagsOf(facts.bought, facts.combined);
  const inCart = flagsOf(facts.inCart, facts.combined);
  const one = (type: DigitalType): DigitalFlags => ({ bought: bought[type], inCart: !bought[type] && inCart[type] });
  return { IP: one('IP'), SFP: one('SFP'), GP: one('GP') };
}

export interface PictureFacts {
  uuid: string;
  pictureType: DigitalType;
}

export interface PictureStatus extends DigitalFlags {
  /** The set covering it is in the cart: its single-file button is disabled ('Picture set in cart'). */
  setInCart: boolean;
}

/** One picture's status from its own file's facts and its subject's set status. */
export function pictureStatus(
  picture: PictureFacts,
  files: { bought: ReadonlySet<string>; inCart: ReadonlySet<string> },
  sets: DigitalSetStatus,
  combined: boolean,
): PictureStatus {
  const set = sets[coveringSetType(picture.pictureType, combined)];
  const bought = files.bought.has(picture.uuid) || set.bought;
  return {
    bought,
    inCart: !bought && (files.inCart.has(picture.uuid) || set.inCart),
    setInCart: !bought && set.inCart,
  };
}
