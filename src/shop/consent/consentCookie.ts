/** Spec 1 §9: the tracking consent lives in a `consent` cookie for one year, value 1 or 0. */
const CONSENT_COOKIE = 'consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export type TrackingConsent = 'allowed' | 'refused' | 'unset';

export function readTrackingConsent(cookies: string = document.cookie): TrackingConsent {
  const value = cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === CONSENT_COOKIE)?.[1];
  if (value === '1') return 'allowed';
  if (value === '0') return 'refused';
  return 'unset';
}

export function saveTrackingConsent(allowed: boolean): void {
  document.cookie = `${CONSENT_COOKIE}=${allowed ? 1 : 0}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`;
}
