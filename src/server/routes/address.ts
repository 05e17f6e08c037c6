import type { Hono } from 'hono';
import type { z } from 'zod';
import { addressSearch, autocompleteAddress, lookupPostalCode, resolveAddressById } from '../../api/contract/address';
import { ADDRESS_QUERY_LIMITS } from '../../api/contract/limits';
import { postalCodeProblem } from '../../domain/address';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { requireUser } from '../http/session';
import { defineMessages, type Lang } from '../messages';
import { configuredAddressLookup } from '../services/address/addressLookup';
import { postalCodeInfo } from '../services/address/addressService';
import { postalRegister } from '../services/address/register';

const text = defineMessages({
  queryMissing: { nb: 'Skriv inn en adresse å søke etter.', en: 'Type an address to search for.' },
  queryTooShort: { nb: 'Skriv minst {min} tegn for å søke etter adressen.', en: 'Type at least {min} characters to search for the address.' },
  queryTooLong: { nb: 'Søket kan ha høyst {max} tegn.', en: 'The search can be at most {max} characters.' },
  addressNotResolved: { nb: 'Kunne ikke hente adressen.', en: 'Error resolving address' },
  postalCodeFormat: { nb: 'Et postnummer har fire sifre.', en: 'A postal code has four digits.' },
  postalCodeUnknown: { nb: 'Postnummeret {postalCode} finnes ikke.', en: 'The postal code {postalCode} does not exist.' },
});

const SERVICE_PATH = '/api/webshop/postal-address-service';

/** The contract's zod issue about `q`, in words the form can show. */
function queryProblem(lang: Lang, issue: z.core.$ZodIssue | undefined): string {
  if (issue?.code === 'too_small') return text(lang, 'queryTooShort', { min: ADDRESS_QUERY_LIMITS.min });
  if (issue?.code === 'too_big') return text(lang, 'queryTooLong', { max: ADDRESS_QUERY_LIMITS.max });
  return text(lang, 'queryMissing');
}

/** The postal address service of spec 1 §7 (shipping form's autocomplete) and a postal-code lookup. */
export function registerAddressRoutes(app: Hono<AppEnv>): void {
  // Signed-in customers only, like the rest of checkout; a visitor hears 401 whatever they sent.
  app.use(`${SERVICE_PATH}/*`, async (c, next) => {
    requireUser(c);
    await next();
  });

  // The search text gets its own words (the mount's generic 'invalid field' says nothing about length).
  app.use(autocompleteAddress.path, async (c, next) => {
    const parsed = addressSearch.safeParse(c.req.query());
    if (!parsed.success) throw new HttpError(400, queryProblem(c.get('lang'), parsed.error.issues[0]), { code: 'validation', data: ['q'] });
    await next();
  });

  const lookup = (c: AppContext) => configuredAddressLookup(c.get('deps').config, c.get('deps').log);

  mount(app, autocompleteAddress, async (c, { query }) => lookup(c).autocomplete(query.q));

  mount(app, resolveAddressById, async (c, { params }) => {
    const address = lookup(c).resolve(params.id);
    if (!address) throw new HttpError(404, text(c.get('lang'), 'addressNotResolved'), { code: 'not_found' });
    return address;
  });

  mount(app, lookupPostalCode, async (c, { params }) => {
    const lang = c.get('lang');
    const register = postalRegister();
    // A service code exists, so the lookup names it (kind 'service'); the shipping form refuses it by its kind.
    const problem = postalCodeProblem(register, params.postalCode);
    if (problem === 'format') throw new HttpError(400, text(lang, 'postalCodeFormat'), { code: 'validation', data: ['postalCode'] });
    if (problem === 'unknown') throw new HttpError(404, text(lang, 'postalCodeUnknown', { postalCode: params.postalCode }), { code: 'not_found', data: ['postalCode'] });
    const place = postalCodeInfo(register, params.postalCode)!;
    return { postalCode: place.postalCode, city: place.place, municipality: place.municipality, kind: place.kind };
  });
}
