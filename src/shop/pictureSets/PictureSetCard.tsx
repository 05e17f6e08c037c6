import { Badge, Box, Button, HStack, IconButton, Image, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { thumbnailsOf } from '../../domain/pictureSets';
import type { PictureSet } from '../../api/client/pictureSets';
import { Menu } from '../../chakra';
import { usePicturesTexts } from './i18n';
import { MoreIcon } from '../ui/icons';
import { pictureUrl } from '../pictures/pictureUrl';
import { accountSetPath } from '../routes';

interface PictureSetCardProps {
  pictureSet: PictureSet;
  onBuyProducts: () => void;
  buyingProducts: boolean;
}

/** Spec 3 'Picture set list': one set with up to 6 thumbnails and +N, View, Buy products and, for editable sets, the choices menu. */
export function PictureSetCard({ pictureSet, onBuyProducts, buyingProducts }: PictureSetCardProps) {
  const { t } = usePicturesTexts();
  const { shown, more } = thumbnailsOf(pictureSet.pictures);
  const base = accountSetPath(pictureSet.uuid);
  const choices = [
    pictureSet.qualifyForSelectOwnFavorites && { to: `${base}/favorites`, label: t('list.selectFavorites') },
    pictureSet.qualifyForSelectYearbookPose && { to: `${base}/yearbook-pose`, label: t('list.chooseYearbookPose') },
  ].filter((c) => c !== false);

  return (
    <Stack as="article" gap="4" borderWidth="1px" borderRadius="xl" bg="white" p={{ base: '4', md: '5' }} boxShadow="xs" data-testid="picture-set-card">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="1" minW="0">
          <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle">
            {pictureSet.year}
          </Badge>
          <Text as="h2" fontSize="lg" fontWeight="semibold" lineHeight="short">
            {pictureSet.subject.name}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {pictureSet.job.name}
          </Text>
        </Stack>
        {pictureSet.isEditable && choices.length > 0 && (
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton variant="ghost" size="lg" aria-label={t('list.more', { name: pictureSet.subject.name })}>
                <MoreIcon />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="14rem">
                  {choices.map((choice) => (
                    <Menu.Item key={choice.to} value={choice.to} asChild>
                      <RouterLink to={choice.to}>{choice.label}</RouterLink>
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
      </HStack>

      {shown.length > 0 && (
        <SimpleGrid columns={{ base: 4, sm: 7 }} gap="2" aria-hidden>
          {shown.map((picture) => (
            <Image key={picture.uuid} src={pictureUrl(picture, 320)} alt="" aspectRatio={1} objectFit="cover" borderRadius="md" bg="gray.100" loading="lazy" />
          ))}
          {more > 0 && (
            <Box aspectRatio={1} borderRadius="md" bg="gray.100" display="flex" alignItems="center" justifyContent="center" fontWeight="semibold" color="fg.muted" data-testid="more-pictures">
              {t('list.morePictures', { count: more })}
            </Box>
          )}
        </SimpleGrid>
      )}
      {more > 0 && <Text srOnly>{t('list.morePicturesLabel', { count: more })}</Text>}

      <HStack gap="3" flexWrap="wrap">
        <Button asChild colorPalette="brand" flex={{ base: '1', sm: 'none' }}>
          {/* Spec 3 §4: a set counts as bought once any part of it is (a file, or a set that covers its pictures). */}
          <RouterLink to={base}>{pictureSet.pictures.some((p) => p.bought) ? t('list.viewAndDownload') : t('list.view')}</RouterLink>
        </Button>
        <Button variant="outline" colorPalette="brand" flex={{ base: '1', sm: 'none' }} onClick={onBuyProducts} loading={buyingProducts}>
          {t('list.buyProducts')}
        </Button>
      </HStack>
    </Stack>
  );
}
