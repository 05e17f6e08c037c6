/**
 * A template part as an <img>: drawn off the page once, cached by everything that changes its
 * pixels, and only once its tile comes near the viewport, through the host's render queue so a
 * long list never blocks the page. The previous image stays until a changed one is ready.
 */
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { Size } from '../layout/geometry';
import type { Language } from '../model/localized';
import { emptyUserResources } from '../model/emptyResources';
import type { UserResources } from '../model/resources';
import type { Template } from '../model/template';
import { fitPart } from './partFit';
import { useRenderHost } from './RenderHost';
import { thumbnailKey } from './thumbnailKey';
import { useInView } from './useInView';

export interface TemplateThumbnailProps {
  template: Template;
  partIndex?: number;
  resources?: UserResources;
  year: number;
  lang: Language;
  subjectName?: string;
  /** The box in CSS px; the image keeps the part's proportions and is centred inside it. */
  width: number;
  height: number;
  alt: string;
  /** Shown at the image's size while it is being made; a plain grey box by default. */
  skeleton?: (size: Size) => ReactNode;
  /** Shown at the image's size when it could not be made. */
  fallback?: (size: Size) => ReactNode;
  className?: string;
}

const NO_RESOURCES = emptyUserResources();

const loadRenderer = () => import('./thumbnailRenderer');

type Shown = { key: string; url: string } | { key: string; failed: true };

export function TemplateThumbnail({
  template,
  partIndex = 0,
  resources = NO_RESOURCES,
  year,
  lang,
  subjectName = '',
  width,
  height,
  alt,
  skeleton,
  fallback,
  className,
}: TemplateThumbnailProps) {
  const host = useRenderHost();
  const boxRef = useRef<HTMLDivElement>(null);
  const inView = useInView(boxRef);
  const [shown, setShown] = useState<Shown | null>(null);
  const [attempt, setAttempt] = useState(0);
  const part = template.parts[partIndex] ?? template.parts[0];
  const fit = useMemo(() => fitPart(template, part, { width, height }, 'trim'), [template, part, width, height]);
  const pixelRatio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const key = thumbnailKey({
    templateUuid: template.uuid,
    templateVersion: template.version,
    partIndex,
    resources,
    year,
    lang,
    subjectName,
    width: fit.size.width,
    height: fit.size.height,
    pixelRatio,
  });
  const cached = host.thumbnails.peek(key);

  useEffect(() => {
    if (cached || !inView || width <= 0 || height <= 0) return;
    const abort = new AbortController();
    let live = true;
    const render = async () => {
      const { renderPartToBlob, browserAssets } = await loadRenderer();
      const assets = host.assets ?? browserAssets();
      const blob = await renderPartToBlob({ template, part, resources, year, lang, subjectName, sources: host.thumbnailSources, assets, fit, pixelRatio });
      return URL.createObjectURL(blob);
    };
    host.thumbnails.load(key, () => host.queue.run(render, abort.signal)).then(
      (url) => live && setShown({ key, url }),
      (error: unknown) => {
        if (!live) return;
        // Another tile of the same image gave up its place in the queue: ask again for this one.
        if (error instanceof DOMException && error.name === 'AbortError') setAttempt((n) => n + 1);
        else setShown({ key, failed: true });
      },
    );
    return () => {
      live = false;
      abort.abort();
    };
  }, [cached, inView, key, attempt, template, part, resources, year, lang, subjectName, width, height, fit, pixelRatio, host]);

  // The image for this key, else the previous one while the new one is made.
  const url = cached ?? (shown && 'url' in shown ? shown.url : undefined);
  const failed = !cached && shown?.key === key && 'failed' in shown;
  const box: CSSProperties = { width, height, display: 'flex', alignItems: 'center', justifyContent: 'center', flex: 'none' };
  const state = url ? (cached ? 'ready' : 'stale') : failed ? 'failed' : 'waiting';
  return (
    <div ref={boxRef} className={className} style={box} data-thumbnail-state={state} aria-busy={state === 'waiting' || state === 'stale'}>
      {url ? (
        <img src={url} alt={alt} width={fit.size.width} height={fit.size.height} style={{ display: 'block', maxWidth: '100%', maxHeight: '100%' }} />
      ) : failed ? (
        (fallback?.(fit.size) ?? <div role="img" aria-label={alt} style={{ ...fit.size, background: '#f3e3e3' }} />)
      ) : (
        (skeleton?.(fit.size) ?? <div role="img" aria-label={alt} style={{ ...fit.size, background: '#ececec' }} />)
      )}
    </div>
  );
}
