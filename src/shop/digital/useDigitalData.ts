/** What both digital screens show: the customer's picture sets (with bought / in-cart status) and the digital offer. */
import { useCallback, useEffect, useState } from 'react';
import { getDigitalPortraits, type DigitalPortraits } from '../../api/client/digital';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';

export type DigitalData =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; offer: DigitalPortraits; pictureSets: NonNullable<ReturnType<typeof usePictureSetsStore.getState>['pictureSets']> };

export function useDigitalData(): { data: DigitalData; reloadOffer: () => Promise<void> } {
  const pictureSets = usePictureSetsStore((s) => s.pictureSets);
  const [offer, setOffer] = useState<DigitalPortraits | null>(null);
  const [error, setError] = useState<unknown>(null);

  const reloadOffer = useCallback(async () => {
    setOffer(await getDigitalPortraits());
  }, []);

  useEffect(() => {
    let current = true;
    // The sets are read anew: another tab or the checkout may have bought or added something.
    Promise.all([getDigitalPortraits(), usePictureSetsStore.getState().refresh()]).then(
      ([answer]) => current && setOffer(answer),
      (err: unknown) => current && setError(err),
    );
    return () => {
      current = false;
    };
  }, []);

  if (error) return { data: { status: 'failed', error }, reloadOffer };
  if (!offer || !pictureSets) return { data: { status: 'loading' }, reloadOffer };
  return { data: { status: 'ready', offer, pictureSets }, reloadOffer };
}
