/** /my-account/picture-sets (spec 3 'Picture set list'): a card per set on the account, newest added first. */
import { Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { listPictureSets } from '../../api/client/pictureSets';
import { LoadFailed } from '../feedback/LoadFailed';
import { useLoad } from '../loading/useLoad';
import { PageFrame, usePageTitle } from '../ui/PageFrame';
import { usePicturesTexts } from './i18n';
import { PictureSetCard } from './PictureSetCard';
import { useBuyProducts } from './useBuyProducts';
import { ADD_PICTURE_SET_PATH } from '../routes';

export function PictureSetListPage() {
  const { t } = usePicturesTexts();
  const { state, retry } = useLoad(useCallback(() => listPictureSets().then((r) => r.pictureSets), []), 'picture-sets');
  const { buyProducts, busySubject } = useBuyProducts();
  const title = usePageTitle();

  return (
    <PageFrame maxW="5xl">
      <Stack gap="6">
        <Heading {...title} color="brand.fg">
          {t('list.title')}
        </Heading>
        {state.status === 'loading' ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy="true">
            {[0, 1].map((i) => (
              <Skeleton key={i} h="64" borderRadius="xl" />
            ))}
          </SimpleGrid>
        ) : state.status === 'failed' ? (
          <LoadFailed error={state.error} onRetry={retry} />
        ) : state.value.length === 0 ? (
          <Stack gap="4" align="flex-start">
            <Text>{t('list.empty')}</Text>
            <Button asChild colorPalette="brand">
              <RouterLink to={ADD_PICTURE_SET_PATH}>{t('list.addSet')}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '6' }}>
            {state.value.map((set) => (
              <PictureSetCard
                key={set.uuid}
                pictureSet={set}
                onBuyProducts={() => void buyProducts(set.subject.uuid)}
                buyingProducts={busySubject === set.subject.uuid}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </PageFrame>
  );
}
