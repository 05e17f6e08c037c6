/**
 * The editor's picture lookup for its whole session: one PictureLocator that the image view
 * teaches every picture set and upload it lists, and the render host that draws from it (the
 * canvas at full size, thumbnails and the template strip at 320 px).
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Picture } from '../../api/client/pictureSets';
import type { UploadedImage } from '../../api/client/templates';
import { RenderHostProvider } from '../../engine/react';
import { CANVAS_PICTURE_SIZE, hostPictureSources, pictureLocatorFor, THUMBNAIL_PICTURE_SIZE, type PictureLocator } from '../media/pictureSources';

const PictureLocatorContext = createContext<PictureLocator | null>(null);

export interface EditorMediaProviderProps {
  pictures: readonly Pick<Picture, 'uuid' | 'src' | 'foregroundSrc'>[];
  uploads?: readonly Pick<UploadedImage, 'uuid' | 'src'>[];
  children: ReactNode;
}

export function EditorMediaProvider({ pictures, uploads = [], children }: EditorMediaProviderProps) {
  // Made once per editor session: the sources below must stay the same objects (a new one
  // starts a new thumbnail cache), and the locator only ever learns more pictures.
  const [media] = useState(() => {
    const locator = pictureLocatorFor(pictures, uploads);
    return {
      locator,
      sources: hostPictureSources(locator, CANVAS_PICTURE_SIZE),
      thumbnailSources: hostPictureSources(locator, THUMBNAIL_PICTURE_SIZE),
    };
  });
  return (
    <PictureLocatorContext.Provider value={media.locator}>
      <RenderHostProvider sources={media.sources} thumbnailSources={media.thumbnailSources}>
        {children}
      </RenderHostProvider>
    </PictureLocatorContext.Provider>
  );
}

/** The session's locator: add the pictures and uploads a view lists before they are placed. */
export function usePictureLocator(): PictureLocator {
  const locator = useContext(PictureLocatorContext);
  if (!locator) throw new Error('Editor views need an EditorMediaProvider around them');
  return locator;
}
