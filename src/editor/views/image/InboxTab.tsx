/**
 * Image inbox (spec 2 §2.6): the source picker (the customer's picture sets as the shop allows,
 * and 'My own pictures' when own photos are on), the upload button and the grid of pictures
 * with their marks. 'Upload own pictures' switches to the own pictures and, when there are
 * none yet, opens the file chooser straight away.
 */
import { Button, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from '../../../i18n';
import type { ImageSlot, UserResources } from '../../../engine/model';
import { fillMediaSrc, THUMBNAIL_PICTURE_SIZE } from '../../media/pictureSources';
import { UploadIcon } from './icons';
import { fromSetPicture, fromUpload, pictureMarks, type InboxPicture, type PictureMarks } from './inboxPictures';
import { Tile, TileGrid } from './PictureGrid';
import { UPLOAD_TYPES } from './uploadQueue';
import type { InboxSources } from './useInboxSources';

/** The source picker's value for the customer's uploads; any other value is a set's uuid. */
export const OWN_PICTURES = 'recent-images';

export interface InboxTabProps {
  sources: InboxSources;
  /** A picture set's uuid or OWN_PICTURES. */
  source: string;
  onSource(source: string): void;
  slot: ImageSlot;
  /** What the product shows now (for the used and selected marks). */
  resources: UserResources;
  allowOwnPhotos: boolean;
  pendingUuid: string | null;
  uploading: boolean;
  onChoose(picture: InboxPicture): void;
  onUpload(files: File[]): void;
}

export function InboxTab({ sources, source, onSource, slot, resources, allowOwnPhotos, pendingUuid, uploading, onChoose, onUpload }: InboxTabProps) {
  const { t } = useTranslation('editor');
  const fileInput = useRef<HTMLInputElement>(null);
  const own = source === OWN_PICTURES;
  const set = own ? null : (sources.choices.find((c) => c.set.uuid === source)?.set ?? sources.choices[0].set);
  const pictures: InboxPicture[] = set ? set.pictures.map((p) => fromSetPicture(p, set)) : sources.uploads.map(fromUpload);
  const failed = own ? sources.uploadsState === 'failed' : sources.setsState === 'failed';
  const loading = own && sources.uploadsState === 'loading' && pictures.length === 0;
  const pickerNeeded = sources.choices.length > 1 || allowOwnPhotos;

  const uploadOwn = () => {
    onSource(OWN_PICTURES);
    // The chooser may only open inside the click; with uploads still loading the button below does it.
    if (sources.uploadsState === 'ready' && sources.uploads.length === 0) fileInput.current?.click();
  };

  const label = (picture: InboxPicture, index: number, marks: PictureMarks) => {
    const name = picture.webshopId ? t('image.picture', { id: picture.webshopId }) : t('image.ownPicture', { number: index + 1 });
    return [
      marks.allowed ? name : `${t('image.notAllowedPrefix')}: ${name}`,
      ...(marks.used ? [t('image.usedLabel')] : []),
      ...(marks.selected ? [t('image.selected')] : []),
    ].join(', ');
  };

  return (
    <Flex direction="column" gap="2" py="1">
      {pickerNeeded ? (
        <HStack gap="2" align="center">
          <NativeSelect.Root size="lg" flex="1" minW="0">
            <NativeSelect.Field aria-label={t('image.source')} value={own ? OWN_PICTURES : (set?.uuid ?? '')} onChange={(e) => onSource(e.currentTarget.value)}>
              {sources.choices.map((choice) => (
                <option key={choice.set.uuid} value={choice.set.uuid} disabled={!choice.choosable}>
                  {t('image.setLabel', { name: choice.set.subject.name, job: choice.set.job.name })}
                </option>
              ))}
              {allowOwnPhotos ? <option value={OWN_PICTURES}>{t('image.ownPictures')}</option> : null}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {allowOwnPhotos ? (
            <Button size="sm" minH="11" variant="outline" flex="none" disabled={uploading} onClick={own ? () => fileInput.current?.click() : uploadOwn}>
              <UploadIcon />
              {own ? t('image.uploadMore') : t('image.uploadOwn')}
            </Button>
          ) : null}
        </HStack>
      ) : null}
      {allowOwnPhotos ? (
        <input
          ref={fileInput}
          type="file"
          accept={UPLOAD_TYPES.join(',')}
          multiple
          hidden
          aria-label={t('image.uploadOwn')}
          data-testid="upload-input"
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            // The same file may be chosen again after a failure.
            event.currentTarget.value = '';
            if (files.length > 0) onUpload(files);
          }}
        />
      ) : null}
      {failed ? (
        <HStack gap="3">
          <Text color="fg.error" fontSize="sm">
            {t('image.loadFailed')}
          </Text>
          <Button size="sm" minH="11" variant="outline" onClick={sources.retry}>
            {t('image.retry')}
          </Button>
        </HStack>
      ) : null}
      {!loading && pictures.length === 0 && !failed ? (
        <Text fontSize="sm" color="fg.muted">
          {own ? t('image.noUploads') : t('image.noPictures')}
        </Text>
      ) : null}
      <TileGrid label={t('image.pictures')} busy={loading}>
        {pictures.map((picture, index) => {
          const marks = pictureMarks(picture, slot, resources);
          return (
            <Tile
              key={picture.uuid}
              label={label(picture, index, marks)}
              src={fillMediaSrc(picture.src, THUMBNAIL_PICTURE_SIZE)}
              selected={marks.selected}
              refusedCaption={marks.allowed ? undefined : t('image.notAllowedPrefix')}
              badge={marks.used ? t('image.used') : undefined}
              busy={pendingUuid === picture.uuid}
              onClick={() => onChoose(picture)}
              testId={`inbox-picture-${picture.uuid}`}
            />
          );
        })}
      </TileGrid>
    </Flex>
  );
}
