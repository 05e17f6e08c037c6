/** The shop's digital settings: whether digital pictures are sold, and the digital rebate prices (spec 3 §3). */
import { z } from 'zod/mini';
import type { DigitalRebateSettings } from '../../../domain/digital';
import type { Db } from '../../db/client';
import { readOptionalSetting } from '../settings/settingsStore';

export const DIGITAL_SETTINGS_KEY = 'digital';

const price = z.nullable(z.number().check(z.minimum(0)));

export const digitalSettingsSchema = z.object({
  /** The shop settings allow buying digital pictures (spec 3 §2: the screens show only then). */
  allowDigitalBuying: z.boolean(),
  rebate: z.object({
    portraitFilePrice: price,
    portraitSetPrice: price,
    siblingAndFriendsFilePrice: price,
    siblingAndFriendsSetPrice: price,
    groupFilePrice: price,
    groupSetPrice: price,
  }),
});
export type DigitalSettings = z.infer<typeof digitalSettingsSchema> & { rebate: DigitalRebateSettings };

const NONE: DigitalSettings = {
  allowDigitalBuying: false,
  rebate: {
    portraitFilePrice: null,
    portraitSetPrice: null,
    siblingAndFriendsFilePrice: null,
    siblingAndFriendsSetPrice: null,
    groupFilePrice: null,
    groupSetPrice: null,
  },
};

/** A shop without the row sells no digital pictures. */
export async function readDigitalSettings(db: Db): Promise<DigitalSettings> {
  return (await readOptionalSetting(db, DIGITAL_SETTINGS_KEY, digitalSettingsSchema)) ?? NONE;
}
