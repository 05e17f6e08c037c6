import { invoiceProvider } from './invoiceProvider';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandboxProvider';

/** The providers this installation runs, by the name payment options refer to. */
const PROVIDERS: ReadonlyMap<string, PaymentProvider> = new Map([sandboxProvider, invoiceProvider].map((p) => [p.name, p]));

export function providerNamed(name: string): PaymentProvider {
  const provider = PROVIDERS.get(name);
  if (!provider) throw new Error(`No payment provider named '${name}' (payment option misconfigured)`);
  return provider;
}
