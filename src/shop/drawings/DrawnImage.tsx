/**
 * A server drawing as an <img> (its URL from api/contract/drawings), in the server's HTML with
 * the page. When the drawing cannot be loaded it shows `fallback` (the template's stored preview
 * or sample) instead. `data-thumbnail-state` says waiting, ready or failed, as the engine's own
 * thumbnails do, also for a load or error that happened before the page was hydrated (React
 * hears no earlier load event).
 */
import { Image, type ImageProps } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface DrawnImageProps extends Omit<ImageProps, 'onError' | 'onLoad'> {
  src: string;
  /** Shown when the drawing fails. */
  fallback: ReactNode;
}

type LoadState = 'waiting' | 'ready' | 'failed';

/** What an image already did; a lazy image not yet asked for has no currentSrc and is still waiting. */
function stateOf(img: HTMLImageElement): LoadState {
  if (!img.complete || img.currentSrc === '') return 'waiting';
  return img.naturalWidth > 0 ? 'ready' : 'failed';
}

export function DrawnImage({ fallback, ...image }: DrawnImageProps) {
  const [state, setState] = useState<LoadState>('waiting');
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (ref.current) setState(stateOf(ref.current));
  }, []);
  if (state === 'failed') return fallback;
  return <Image {...image} ref={ref} onLoad={() => setState('ready')} onError={() => setState('failed')} data-drawing="drawn" data-thumbnail-state={state} />;
}
