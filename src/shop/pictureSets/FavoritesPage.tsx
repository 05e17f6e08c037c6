/**
 * /new-picture-set/favorites and /my-account/picture-sets/{uuid}/favorites (spec 3 'Favorites'):
 * hearts on the set's pictures, a full-screen view to mark one, the count and the way on.
 */
import { Button, Container, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { nextStepAfterFavorites } from '../../domain/pictureSets';
import type { Picture, PictureSet } from '../../api/client/pictureSets';
import { LoadFailed } from '../feedback/LoadFailed';
import { FlowFooter } from './FlowFooter';
import { flowBase, type FlowVariant } from './flowPaths';
import { usePicturesTexts } from './i18n';
import { HeartFilledIcon, HeartIcon } from '../ui/icons';
import { PictureDialog } from './PictureDialog';
import { PictureGrid } from './PictureGrid';
import { PictureSetHeader } from './PictureSetHeader';
import { PictureSetNotFound } from './PictureSetNotFound';
import { useFavoriteToggle } from './useFavoriteToggle';
import { useFlowPictureSet } from './useFlowPictureSet';
import { usePictureSet } from './usePictureSet';
import { accountSetPath } from '../routes';

export function FavoritesPage({ variant }: { variant: FlowVariant }) {
  const { t } = usePicturesTexts();
  const { user, state, retry, update } = useFlowPictureSet(variant);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {t('favorites.title')}
        </Heading>
        {!user || state.status === 'loading' ? (
          <Text aria-busy="true">{t('favorites.loading')}</Text>
        ) : state.status === 'failed' ? (
          <LoadFailed error={state.error} onRetry={retry} />
        ) : state.status === 'notFound' ? (
          <PictureSetNotFound />
        ) : !(state.pictureSet.isEditable && state.pictureSet.qualifyForSelectOwnFavorites) ? (
          <Stack gap="4" align="flex-start">
            <Text data-testid="favorites-not-available">{t('favorites.notAvailable')}</Text>
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to={accountSetPath(state.pictureSet.uuid)}>{t('yearbook.goBack')}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <Favorites pictureSet={state.pictureSet} variant={variant} update={update} />
        )}
      </Stack>
    </Container>
  );
}

interface FavoritesProps {
  pictureSet: PictureSet;
  variant: FlowVariant;
  update: ReturnType<typeof usePictureSet>['update'];
}

function Favorites({ pictureSet, variant, update }: FavoritesProps) {
  const { t } = usePicturesTexts();
  const { toggle, busy } = useFavoriteToggle(pictureSet.uuid, update);
  const [openedUuid, setOpenedUuid] = useState<string | null>(null);
  const opened = pictureSet.pictures.find((p) => p.uuid === openedUuid) ?? null;
  const favoriteCount = pictureSet.pictures.filter((p) => p.isUserFavorite).length;
  const next = nextStepAfterFavorites({ ...pictureSet, selection: pictureSet.job.yearbookPoseSelection }, favoriteCount, flowBase(variant, pictureSet.uuid));

  const heart = (picture: Picture) => (
    <IconButton
      position="absolute"
      top="2"
      insetEnd="2"
      size="lg"
      borderRadius="full"
      bg="white"
      color={picture.isUserFavorite ? 'red.500' : 'gray.600'}
      boxShadow="sm"
      _hover={{ bg: 'gray.50' }}
      aria-pressed={picture.isUserFavorite}
      aria-label={t(picture.isUserFavorite ? 'favorites.unmarkPicture' : 'favorites.markPicture', { id: picture.webshopId })}
      aria-busy={busy.has(picture.uuid)}
      onClick={() => void toggle(picture.uuid, !picture.isUserFavorite)}
      data-testid="favorite-toggle"
    >
      {picture.isUserFavorite ? <HeartFilledIcon boxSize="5" /> : <HeartIcon boxSize="5" />}
    </IconButton>
  );

  return (
    <Stack gap="5">
      <PictureSetHeader pictureSet={pictureSet} />
      <Text>{t('favorites.intro')}</Text>
      <PictureGrid pictures={pictureSet.pictures} onOpen={(p) => setOpenedUuid(p.uuid)} overlay={heart} />
      <FlowFooter>
        <HStack gap="2" fontWeight="medium" data-testid="favorite-count">
          <HeartFilledIcon color="red.500" boxSize="5" />
          <Text>
            {t('favorites.countLabel')}: {t('favorites.count', { count: favoriteCount, total: pictureSet.pictures.length })}
          </Text>
        </HStack>
        <Button asChild colorPalette="brand">
          <RouterLink to={next.to}>{t(`favorites.${next.label}`)}</RouterLink>
        </Button>
      </FlowFooter>
      <PictureDialog
        picture={opened}
        onClose={() => setOpenedUuid(null)}
        actions={
          opened && (
            <Button colorPalette="red" variant={opened.isUserFavorite ? 'outline' : 'solid'} onClick={() => void toggle(opened.uuid, !opened.isUserFavorite)}>
              {opened.isUserFavorite ? <HeartFilledIcon /> : <HeartIcon />}
              {t(opened.isUserFavorite ? 'favorites.unmark' : 'favorites.mark')}
            </Button>
          )
        }
      />
    </Stack>
  );
}
