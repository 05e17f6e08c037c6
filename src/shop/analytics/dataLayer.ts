/**
 * The one door to window.dataLayer (spec 1 §4: tracking is sent only when consent allows). A tag
 * manager configured on the installation reads the GA4-style events from it; without consent
 * (refused or not yet given) nothing is pushed at all, not even the event names.
 */
import { readTrackingConsent, type TrackingConsent } from '../consent/consentCookie';

export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export interface DataLayerHost {
  dataLayer?: DataLayerEntry[];
}

export interface PushOptions {
  consent?: () => TrackingConsent;
  host?: DataLayerHost;
}

/** Consent as the cookie says; outside a browser (tests, the server) there is none. */
export const trackingAllowed = (): boolean => typeof document !== 'undefined' && readTrackingConsent() === 'allowed';

const browserHost = (): DataLayerHost | undefined => (typeof window === 'undefined' ? undefined : window);

/** Pushes an event with its parameters; answers whether it was pushed. */
export function pushEvent(event: string, parameters: DataLayerEntry, { consent = () => readTrackingConsent(), host = browserHost() }: PushOptions = {}): boolean {
  if (!host || consent() !== 'allowed') return false;
  host.dataLayer ??= [];
  host.dataLayer.push({ event, ...parameters });
  return true;
}

/**
 * Pushes an e-commerce event. GA4's tag manager merges pushes, so the previous event's
 * ecommerce object is cleared first, or its items would leak into this one.
 */
export function pushEcommerce(event: string, ecommerce: object, options: PushOptions = {}): boolean {
  const { consent = () => readTrackingConsent(), host = browserHost() } = options;
  if (!host || consent() !== 'allowed') return false;
  host.dataLayer ??= [];
  host.dataLayer.push({ ecommerce: null });
  return pushEvent(event, { ecommerce }, { consent, host });
}
