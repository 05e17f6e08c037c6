import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { getPictureSet, type Picture, type PictureSet } from '../../api/client/pictureSets';
import { errorText } from '../forms/errorText';
import { useSessionStore } from '../session/sessionStore';
import { PictureDialog } from './PictureDialog';
import { PictureGrid, PictureGridSkeleton } from './PictureGrid';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { nextStepAfterNewSet } from '../../domain/pictureSets';
import { FlowFooter } from './FlowFooter';
import { PageFrame, usePageTitle } from '../ui/PageFrame';
import { FRONT_PAGE_PATH, NEW_PICTURE_SET_PATH } from '../routes';

type SetState = { status: 'loading' } | { status: 'ready'; pictureSet: PictureSet } | { status: 'failed'; message: string };

/** /new-picture-set: the set a code just added, shown before favorites, pose or offers. */
export function NewPictureSetPage() {
  const { t } = useTranslation();
  const uuid = useSessionStore((s) => s.session?.currentPictureSetUuid ?? null);
  const [state, setState] = useState<SetState>({ status: 'loading' });
  const [opened, setOpened] = useState<Picture | null>(null);
  const title = usePageTitle();

  useEffect(() => {
    if (!uuid) return;
    let current = true;
    setState({ status: 'loading' });
    getPictureSet(uuid).then(
      ({ pictureSet }) => current && setState({ status: 'ready', pictureSet }),
      (err: unknown) => current && setState({ status: 'failed', message: errorText(err, t('common.networkError')) }),
    );
    return () => {
      current = false;
    };
  }, [uuid, t]);

  return (
    <PageFrame maxW="6xl">
      <Stack gap="6">
        <Heading {...title} color="brand.fg">
          {t('pictureSets.newTitle')}
        </Heading>
        {!uuid ? (
          <Stack gap="4" align="flex-start">
            <Text>{t('pictureSets.noNewSet')}</Text>
            <Button asChild colorPalette="brand">
              <RouterLink to={FRONT_PAGE_PATH}>{t('entry.addPictures')}</RouterLink>
            </Button>
          </Stack>
        ) : state.status === 'failed' ? (
          <ErrorAlert message={state.message} />
        ) : state.status === 'loading' ? (
          <Stack gap="5" aria-busy="true" aria-label={t('common.loading')}>
            <Stack gap="2">
              <Skeleton height="7" width="14rem" />
              <Skeleton height="5" width="10rem" />
            </Stack>
            <PictureGridSkeleton />
          </Stack>
        ) : (
          <NewPictureSet pictureSet={state.pictureSet} onOpen={setOpened} />
        )}
      </Stack>
      <PictureDialog picture={opened} onClose={() => setOpened(null)} />
    </PageFrame>
  );
}

function NewPictureSet({ pictureSet, onOpen }: { pictureSet: PictureSet; onOpen: (picture: Picture) => void }) {
  const { t } = useTranslation();
  // Spec 3 'New picture set screen': favourites, else the yearbook pose, else the offers.
  const next = nextStepAfterNewSet(pictureSet, NEW_PICTURE_SET_PATH);
  const count = pictureSet.pictures.length;
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" data-testid="subject-name">
          {pictureSet.subject.name}
        </Text>
        <Text color="fg.muted" data-testid="job-name">
          {pictureSet.job.name}
        </Text>
      </Stack>
      {count > 0 ? <PictureGrid pictures={pictureSet.pictures} onOpen={onOpen} /> : <Text>{t('pictureSets.noPictures')}</Text>}
      <FlowFooter>
        <Text fontWeight="medium" data-testid="picture-count">
          {t('pictureSets.count', { count })}
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={next.to}>{next.label === 'viewOffers' ? t('pictureSets.viewOffers') : t('common.next')}</RouterLink>
        </Button>
      </FlowFooter>
    </Stack>
  );
}
