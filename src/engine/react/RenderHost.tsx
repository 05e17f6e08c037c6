/**
 * What a page gives the engine's React bindings: where pictures come from (the host knows its
 * routes), the shared render assets, and the page's thumbnail cache and render queue. The shop,
 * the editor and the template lab each wrap their screens in a RenderHostProvider.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PictureSources, RenderAssets } from '../render/renderPart';
import { createRenderQueue, yieldToPage, type RenderQueue } from './renderQueue';
import { ThumbnailCache } from './thumbnailCache';

export interface RenderHost {
  sources: PictureSources;
  /** Where thumbnails load pictures from: smaller files, since a thumbnail is drawn a few hundred px wide. */
  thumbnailSources: PictureSources;
  /**
   * Assets the page gave the host. Without them every drawing shares the page's browserAssets()
   * (useRenderAssets; thumbnails once their renderer has loaded), so a page that only shows
   * thumbnails does not load the renderer, Konva included, before its first picture is drawn.
   */
  assets?: RenderAssets;
  thumbnails: ThumbnailCache;
  queue: RenderQueue;
}

/** Thumbnails kept per host: a few screens of tiles. */
export const THUMBNAIL_CACHE_LIMIT = 200;
/** Thumbnails rendered at once: two keep pictures loading while the other one draws. */
export const THUMBNAIL_CONCURRENCY = 2;

const RenderHostContext = createContext<RenderHost | null>(null);

export interface RenderHostProviderProps {
  /** Keep the object stable: a new one starts a new thumbnail cache. */
  sources: PictureSources;
  /** Defaults to `sources`; spec 2 §7 loads thumbnails' pictures at 320 px. Keep it stable too. */
  thumbnailSources?: PictureSources;
  /** Defaults to the page's shared browser assets. */
  assets?: RenderAssets;
  children: ReactNode;
}

export function RenderHostProvider({ sources, thumbnailSources, assets, children }: RenderHostProviderProps) {
  const host = useMemo<RenderHost>(
    () => ({
      sources,
      thumbnailSources: thumbnailSources ?? sources,
      assets,
      // Thumbnails are object URLs; an evicted one is released so its PNG can be freed.
      thumbnails: new ThumbnailCache(THUMBNAIL_CACHE_LIMIT, (url) => URL.revokeObjectURL(url)),
      queue: createRenderQueue({ concurrency: THUMBNAIL_CONCURRENCY, pause: yieldToPage }),
    }),
    [sources, thumbnailSources, assets],
  );
  return <RenderHostContext.Provider value={host}>{children}</RenderHostContext.Provider>;
}

export function useRenderHost(): RenderHost {
  const host = useContext(RenderHostContext);
  if (!host) throw new Error('A part canvas or thumbnail needs a RenderHostProvider around it');
  return host;
}
