/**
 * A server drawing as an <img> (its URL from api/contract/drawings), in the server's HTML with
 * the page. When the drawing cannot be loaded it shows the template's stored preview instead,
 * also when that happened before the page was hydrated (React hears no earlier load error).
 */
import { Image, type ImageProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

export interface DrawnImageProps extends Omit<ImageProps, 'onError'> {
  src: string;
  /** The template's stored preview, shown when the drawing fails. */
  fallback: string;
  /** Said on the fallback (e.g. 'No preview of your pictures'). */
  fallbackTitle?: string;
}

/** A started request that ended without pixels: the image failed (a lazy image not yet asked for has no currentSrc). */
const failedAlready = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && img.currentSrc !== '';

export function DrawnImage({ src, fallback, fallbackTitle, srcSet, sizes, ...rest }: DrawnImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (ref.current && failedAlready(ref.current)) setFailed(true);
  }, []);
  if (failed) return <Image {...rest} src={fallback} title={fallbackTitle} data-drawing="failed" />;
  return <Image {...rest} ref={ref} src={src} srcSet={srcSet} sizes={sizes} onError={() => setFailed(true)} data-drawing="drawn" />;
}
