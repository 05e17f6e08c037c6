/**
 * Backgrounds (spec 2 §2.6): the job's green-screen backgrounds as 320 px tiles after 'No
 * background'; choosing one stands the field's picture on it (resource.background).
 */
import { useTranslation } from '../../../i18n';
import type { ImageResource } from '../../../engine/model';
import { fillMediaSrc, THUMBNAIL_PICTURE_SIZE } from '../../media/pictureSources';
import { Tile, TileGrid } from './PictureGrid';
import type { Background } from './useJobBackgrounds';

export interface BackgroundsTabProps {
  backgrounds: readonly Background[];
  resource: ImageResource;
  onChange(next: ImageResource): void;
}

/** The resource on `uuid`, or on none (the picture as taken). */
function standingOn(resource: ImageResource, uuid: string | null): ImageResource {
  const next = { ...resource };
  if (uuid) next.background = { uuid };
  else delete next.background;
  return next;
}

export function BackgroundsTab({ backgrounds, resource, onChange }: BackgroundsTabProps) {
  const { t } = useTranslation('editor');
  const current = resource.background?.uuid ?? null;
  return (
    <TileGrid label={t('image.backgrounds')}>
      <Tile
        label={t('image.noBackground')}
        caption={t('image.noBackground')}
        selected={current === null}
        onClick={() => onChange(standingOn(resource, null))}
        testId="background-none"
      />
      {backgrounds.map((background) => (
        <Tile
          key={background.uuid}
          label={t('image.background', { name: background.name })}
          src={fillMediaSrc(background.src, THUMBNAIL_PICTURE_SIZE)}
          caption={background.name}
          selected={current === background.uuid}
          onClick={() => onChange(standingOn(resource, background.uuid))}
          testId={`background-${background.uuid}`}
        />
      ))}
    </TileGrid>
  );
}
