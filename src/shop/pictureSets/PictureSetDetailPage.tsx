/**
 * /my-account/picture-sets/{pictureSetUuid} (spec 3 'Picture set detail'): the set's header, its
 * actions and its pictures, split into favourites and the rest once there are favourites.
 */
import { Badge, Button, Heading, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { splitFavorites } from '../../domain/pictureSets';
import type { Picture, PictureSet } from '../../api/client/pictureSets';
import { DownloadButton } from '../digital/DownloadButton';
import { LoadFailed } from '../feedback/LoadFailed';
import { PageFrame, usePageTitle } from '../ui/PageFrame';
import { usePicturesTexts } from './i18n';
import { useSettings } from '../settings/settingsStore';
import { PictureDialog } from './PictureDialog';
import { PictureGrid, PictureGridSkeleton } from './PictureGrid';
import { PictureSetHeader } from './PictureSetHeader';
import { PictureSetNotFound } from './PictureSetNotFound';
import { RetouchServiceDialog } from './RetouchServiceDialog';
import { useBuyProducts } from './useBuyProducts';
import { usePictureSet } from './usePictureSet';
import { accountSetPath, digitalSubjectPath } from '../routes';

export function PictureSetDetailPage() {
  const { pictureSetUuid = '' } = useParams();
  const { state, retry } = usePictureSet(pictureSetUuid);

  return (
    <PageFrame maxW="6xl">
      {state.status === 'loading' ? (
        <Stack gap="6" aria-busy="true">
          <Skeleton h="16" w="18rem" maxW="full" />
          <Skeleton h="10" w="full" />
          <PictureGridSkeleton />
        </Stack>
      ) : state.status === 'failed' ? (
        <LoadFailed error={state.error} onRetry={retry} />
      ) : state.status === 'notFound' ? (
        <PictureSetNotFound />
      ) : (
        <PictureSetDetail pictureSet={state.pictureSet} />
      )}
    </PageFrame>
  );
}

function PictureSetDetail({ pictureSet }: { pictureSet: PictureSet }) {
  const { t } = usePicturesTexts();
  const { digital } = useSettings();
  const [opened, setOpened] = useState<Picture | null>(null);
  const [retouchOf, setRetouchOf] = useState<Picture | null>(null);
  const { buyProducts, busySubject } = useBuyProducts();
  const base = accountSetPath(pictureSet.uuid);
  const { favorites, others } = splitFavorites(pictureSet.pictures);
  const titleAs = usePageTitle().as;

  // Retouching chosen in the cart, or else bought with an earlier order.
  const retouchBadge = (picture: Picture) =>
    (picture.userRetouchTasks.length > 0 || picture.userBoughtRetouch) && (
      <Badge position="absolute" top="2" insetStart="2" colorPalette="purple" variant="solid" pointerEvents="none" data-testid="retouch-badge">
        {picture.userRetouchTasks.length > 0 ? t('retouch.badge') : t('retouch.boughtBadge')}
      </Badge>
    );
  const grid = (pictures: Picture[]) => <PictureGrid pictures={pictures} onOpen={setOpened} overlay={retouchBadge} />;

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as={titleAs} srOnly>
          {pictureSet.subject.name}
        </Heading>
        <PictureSetHeader pictureSet={pictureSet} />
      </Stack>
      <Wrap gap="3" data-testid="picture-set-actions">
        {pictureSet.isEditable && pictureSet.qualifyForSelectOwnFavorites && (
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={`${base}/favorites`}>{t('set.setFavorites')}</RouterLink>
          </Button>
        )}
        {pictureSet.isEditable && pictureSet.qualifyForSelectYearbookPose && (
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={`${base}/yearbook-pose`}>{t('set.setYearbookPose')}</RouterLink>
          </Button>
        )}
        {digital.buying && (
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={digitalSubjectPath(pictureSet.subject.uuid)}>{t('set.buyDigital')}</RouterLink>
          </Button>
        )}
        <Button colorPalette="brand" onClick={() => void buyProducts(pictureSet.subject.uuid)} loading={busySubject === pictureSet.subject.uuid}>
          {t('set.buyProducts')}
        </Button>
      </Wrap>

      {pictureSet.pictures.length === 0 ? (
        <Text data-testid="no-pictures">{pictureSet.job.hasBeenInWebShop ? t('set.noPictures') : t('set.notYetAvailable')}</Text>
      ) : favorites.length > 0 ? (
        <>
          <Stack as="section" gap="3" aria-labelledby="favorites-heading">
            <Heading as="h2" id="favorites-heading" size="lg">
              {t('set.favorites')}
            </Heading>
            {grid(favorites)}
          </Stack>
          {others.length > 0 && (
            <Stack as="section" gap="3" aria-labelledby="others-heading">
              <Heading as="h2" id="others-heading" size="lg">
                {t('set.nonFavorites')}
              </Heading>
              {grid(others)}
            </Stack>
          )}
        </>
      ) : (
        grid(pictureSet.pictures)
      )}

      <PictureDialog
        picture={opened}
        onClose={() => setOpened(null)}
        actions={
          opened && (opened.bought || opened.userRetouchTasks.length > 0 || opened.userBoughtRetouch) ? (
            <>
              <DownloadButton picture={opened} size="md" />
              {(opened.userRetouchTasks.length > 0 || opened.userBoughtRetouch) && (
                <Button variant="outline" colorPalette="brand" onClick={() => {
                    // One dialog at a time: the picture closes as its retouch list opens.
                    setOpened(null);
                    setRetouchOf(opened);
                  }}
                >
                  {t('retouch.open')}
                </Button>
              )}
            </>
          ) : undefined
        }
      />
      <RetouchServiceDialog picture={retouchOf} onClose={() => setRetouchOf(null)} />
    </Stack>
  );
}
