/** The delivery methods and options a customer's cart can use (spec 1 §3), in the customer's language. */
import { asc, eq } from 'drizzle-orm';
import type { DeliveryMethod, DeliveryOption, DeliveryType, PickupLocation } from '../../../api/contract/checkout';
import { textIn } from '../../../engine/model';
import type { Db } from '../../db/client';
import { deliveryMethods, deliveryOptions } from '../../db/schema';
import type { Lang } from '../../messages';
import type { CartContent } from './cartContent';
import { deliveryTypesFor } from './cartContent';
import { businessDaysSeconds, businessDaysText } from './deliveryTime';
import type { OwnedSubject } from './ownedSubjects';

/** One option the cart can use, with what the server needs besides what the customer sees. */
export interface OfferedOption {
  option: DeliveryOption;
  type: DeliveryType;
  methodName: string;
  /** School pickup: the school's job. */
  jobUuid: string | null;
}

/** Spec 1 §9: a method costs its highest option price, express variants left out (all express: the highest of them). */
export function methodPrice(options: readonly Pick<DeliveryOption, 'price' | 'isExpress'>[]): number {
  const regular = options.filter((o) => !o.isExpress);
  const counted = regular.length > 0 ? regular : options;
  return counted.reduce((max, o) => Math.max(max, o.price), 0);
}

/**
 * Every option the cart can use now: the types its content allows (cartContent.ts), options
 * not expired, school pickup only at the schools of the customer's picture sets. Catalogues
 * alone fall back to post when no school delivers them.
 */
export async function offeredOptions(db: Db, content: CartContent, owned: readonly OwnedSubject[], lang: Lang, now: Date): Promise<OfferedOption[]> {
  const rows = await db
    .select({ method: deliveryMethods, option: deliveryOptions })
    .from(deliveryOptions)
    .innerJoin(deliveryMethods, eq(deliveryMethods.uuid, deliveryOptions.methodUuid))
    .orderBy(asc(deliveryMethods.sortOrder), asc(deliveryOptions.sortOrder), asc(deliveryOptions.uuid));
  const offer = (types: readonly DeliveryType[]): OfferedOption[] =>
    rows.flatMap(({ method, option }) => {
      if (!types.includes(method.type)) return [];
      if (option.expire && option.expire <= now) return [];
      const subjects = option.jobUuid ? owned.filter((s) => s.jobUuid === option.jobUuid) : [];
      if (method.type === 'school-pickup' && subjects.length === 0) return [];
      const shown: DeliveryOption = {
        uuid: option.uuid,
        name: textIn(option.name, lang),
        description: textIn(option.description, lang),
        price: Number(option.price),
        deliverytime: option.deliveryDays,
        expire: option.expire?.toISOString() ?? null,
        isExpress: option.isExpress,
        ...(method.type === 'school-pickup' ? { subjects: subjects.map((s) => ({ uuid: s.uuid, name: s.name })) } : {}),
        ...(option.pickupName !== null
          ? {
              pickupname: option.pickupName,
              pickupaddress1: option.pickupAddress1 ?? '',
              pickuppostalcode: option.pickupPostalCode ?? '',
              pickupcity: option.pickupCity ?? '',
            }
          : {}),
      };
      return [{ option: shown, type: method.type, methodName: textIn(method.name, lang), jobUuid: option.jobUuid }];
    });
  const types = deliveryTypesFor(content);
  const offered = offer(types);
  if (offered.length === 0 && content.catalogues) return offer(['postage']);
  return offered;
}

/** The offered options grouped as the checkout lists them (spec 1 §3 delivery method). */
export function toDeliveryMethods(offered: readonly OfferedOption[], lang: Lang): DeliveryMethod[] {
  const methods: DeliveryMethod[] = [];
  for (const o of offered) {
    let method = methods.find((m) => m.type === o.type);
    if (!method) {
      method = { name: o.methodName, type: o.type, price: 0, deliveryOptions: [], pickupLocations: [] };
      methods.push(method);
    }
    method.deliveryOptions.push(o.option);
    if (o.type === 'store-pickup') method.pickupLocations.push(pickupLocationOf(o.option, lang));
  }
  for (const m of methods) m.price = methodPrice(m.deliveryOptions);
  return methods;
}

function pickupLocationOf(option: DeliveryOption, lang: Lang): PickupLocation {
  return {
    uuid: option.uuid,
    pickupname: option.pickupname ?? option.name,
    pickupcity: option.pickupcity ?? '',
    pickupaddress1: option.pickupaddress1 ?? '',
    pickuppostalcode: option.pickuppostalcode ?? '',
    price: option.price,
    deliveryTime: { seconds: businessDaysSeconds(option.deliverytime), string: businessDaysText(option.deliverytime, lang) },
  };
}
