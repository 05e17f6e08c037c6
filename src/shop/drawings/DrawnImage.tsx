/**
 * A server drawing as an <img> (its URL from api/contract/drawings), in the server's HTML with
 * the page. When the drawing cannot be loaded it shows `fallback` (the template's stored preview
 * or sample) instead, also when that happened before the page was hydrated (React hears no
 * earlier load error).
 */
import { Image, type ImageProps } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface DrawnImageProps extends Omit<ImageProps, 'onError'> {
  src: string;
  /** Shown when the drawing fails. */
  fallback: ReactNode;
}

/** A started request that ended without pixels: the image failed (a lazy image not yet asked for has no currentSrc). */
const failedAlready = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && img.currentSrc !== '';

export function DrawnImage({ fallback, ...image }: DrawnImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (ref.current && failedAlready(ref.current)) setFailed(true);
  }, []);
  if (failed) return fallback;
  return <Image {...image} ref={ref} onError={() => setFailed(true)} data-drawing="drawn" />;
}
