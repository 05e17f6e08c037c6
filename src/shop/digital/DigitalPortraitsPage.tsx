/**
 * /products/digital-portraits (spec 3 'Digital portraits list'): a card per picture set with its
 * Digital portrait set offer (Buy portrait set or Remove from cart) and View pictures (the set is
 * bought) or Choose pictures, both leading to the subject's digital portraits.
 */
import { Box, Button, Container, Heading, HStack, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { DigitalPortraits } from '../../api/client/digital';
import type { PictureSet } from '../../api/client/pictureSets';
import { useTranslation } from '../../i18n';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { errorText } from '../forms/errorText';
import { useDigitalTexts } from './i18n';
import { PriceLabel } from './PriceLabel';
import { useDigitalData } from './useDigitalData';
import { useToggleRunner } from './useToggleRunner';
import { digitalSubjectPath } from '../routes';


export function DigitalPortraitsPage() {
  const { t } = useDigitalTexts();
  const common = useTranslation();
  const { data, reloadOffer } = useDigitalData();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            {t('list.title')}
          </Heading>
          {data.status === 'ready' && data.offer.enabled ? <Text color="fg.muted">{t('list.intro')}</Text> : null}
        </Stack>
        {data.status === 'failed' ? (
          <ErrorAlert message={errorText(data.error, common.t('common.networkError'))} />
        ) : data.status === 'loading' ? (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-busy="true" aria-label={common.t('common.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="56" borderRadius="xl" />
            ))}
          </SimpleGrid>
        ) : !data.offer.enabled ? (
          <Text>{t('disabled')}</Text>
        ) : data.pictureSets.length === 0 ? (
          <Text>{t('list.empty')}</Text>
        ) : (
          <SetCards pictureSets={data.pictureSets} offer={data.offer} afterToggle={reloadOffer} />
        )}
      </Stack>
    </Container>
  );
}

function SetCards({ pictureSets, offer, afterToggle }: { pictureSets: PictureSet[]; offer: DigitalPortraits; afterToggle: () => Promise<void> }) {
  const { busy, run } = useToggleRunner(afterToggle);
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
      {pictureSets.map((set) => (
        <SetCard key={set.uuid} pictureSet={set} offer={offer} busy={busy} onToggle={() => run({ kind: 'set', subjectUuid: set.subject.uuid, type: 'IP' })} />
      ))}
    </SimpleGrid>
  );
}

function SetCard({ pictureSet, offer, busy, onToggle }: { pictureSet: PictureSet; offer: DigitalPortraits; busy: string | null; onToggle: () => void }) {
  const { t } = useDigitalTexts();
  const portraits = pictureSet.pictures.filter((p) => p.pictureType === 'IP').length;
  const setOffer = offer.offers.find((o) => o.type === 'IP')?.set ?? null;
  const status = pictureSet.digitalSet.IP;
  const mine = busy === `set:${pictureSet.subject.uuid}:IP`;
  return (
    <Box as="li" bg="white" borderWidth="1px" borderRadius="xl" boxShadow="sm" overflow="hidden" data-testid="digital-set-card">
      <HStack align="stretch" gap="0">
        <Box w={{ base: '28', md: '32' }} flexShrink={0} bg="gray.100">
          {pictureSet.avatar ? <Image src={pictureSet.avatar.url} alt="" w="full" h="full" objectFit="cover" /> : null}
        </Box>
        <Stack gap="3" p="4" flex="1" minW="0">
          <Stack gap="0.5">
            <Text fontWeight="semibold" fontSize="lg" data-testid="digital-set-subject">
              {pictureSet.subject.name}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {pictureSet.job.name} · {pictureSet.year}
            </Text>
          </Stack>
          {setOffer && portraits > 0 ? (
            <Stack gap="1" data-testid="digital-set-offer">
              <Text fontSize="sm" fontWeight="medium">
                {t('list.offer')} · {t('list.pictures', { count: portraits })}
              </Text>
              {!status.bought ? <PriceLabel offer={setOffer} size="sm" /> : null}
            </Stack>
          ) : null}
          <Stack gap="2" mt="auto">
            {setOffer && portraits > 0 ? (
              status.bought ? (
                <Button size="sm" minH="11" disabled variant="subtle">
                  {t('buttons.setBought')}
                </Button>
              ) : (
                <Button size="sm" minH="11" colorPalette="brand" variant={status.inCart ? 'outline' : 'solid'} loading={mine} disabled={busy !== null && !mine} onClick={onToggle}>
                  {status.inCart ? t('buttons.removeFromCart') : t('list.buySet')}
                </Button>
              )
            ) : null}
            <Button asChild size="sm" minH="11" variant="ghost" colorPalette="brand">
              <RouterLink to={digitalSubjectPath(pictureSet.subject.uuid)}>{status.bought ? t('list.viewPictures') : t('list.choosePictures')}</RouterLink>
            </Button>
          </Stack>
        </Stack>
      </HStack>
    </Box>
  );
}
