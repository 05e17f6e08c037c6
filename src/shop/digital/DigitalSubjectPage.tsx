/**
 * /products/digital-portraits/{subjectUuid} (spec 3 'Digital portraits ... per subject'): the
 * subject's pictures in sections by type, each with its set (Buy set / Remove from cart) and
 * per picture Buy digital picture / Remove from cart / Picture set in cart; bought pictures
 * download. The route's subject becomes the current picture set; a subject not on the account
 * is replaced by the current set's.
 */
import { Badge, Box, Button, Container, Heading, HStack, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { Background, DigitalPortraits, DigitalType } from '../../api/client/digital';
import { getGreenScreenBackgrounds } from '../../api/client/templates';
import type { Picture, PictureSet } from '../../api/client/pictureSets';
import { useTranslation } from '../../i18n';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { errorText } from '../forms/errorText';
import { pictureUrl } from '../pictures/pictureUrl';
import { useSessionStore } from '../session/sessionStore';
import { digitalSections, pictureButton, type DigitalSection } from './digitalSections';
import { DownloadButton } from './DownloadButton';
import { useDigitalTexts } from './i18n';
import { PriceLabel } from './PriceLabel';
import { PriceListDialog } from './PriceListDialog';
import { useDigitalData } from './useDigitalData';
import { useToggleRunner } from './useToggleRunner';
import { DIGITAL_PORTRAITS_PATH, digitalSubjectPath } from '../routes';

export function DigitalSubjectPage() {
  const { subjectUuid = '' } = useParams();
  const { t } = useDigitalTexts();
  const common = useTranslation();
  const navigate = useNavigate();
  const { data, reloadOffer } = useDigitalData();
  const currentSetUuid = useSessionStore((s) => s.session?.currentPictureSetUuid ?? null);
  const pictureSet = data.status === 'ready' ? data.pictureSets.find((s) => s.subject.uuid === subjectUuid.toLowerCase()) : undefined;
  const current = data.status === 'ready' ? data.pictureSets.find((s) => s.uuid === currentSetUuid) : undefined;

  // Spec 3 §4: the route's subject becomes the current set; an unknown one gives way to the current set's route.
  useEffect(() => {
    if (data.status !== 'ready') return;
    if (pictureSet && pictureSet.uuid !== currentSetUuid) {
      useSessionStore
        .getState()
        .chooseCurrentPictureSet(pictureSet.subject.uuid)
        .catch((err: unknown) => console.warn('Could not switch the current picture set', err));
    } else if (!pictureSet && current) {
      navigate(digitalSubjectPath(current.subject.uuid), { replace: true });
    }
  }, [data.status, pictureSet, current, currentSetUuid, navigate]);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Button asChild variant="plain" size="sm" minH="11" alignSelf="flex-start" px="0" colorPalette="brand">
          <RouterLink to={DIGITAL_PORTRAITS_PATH}>← {t('subject.back')}</RouterLink>
        </Button>
        {data.status === 'failed' ? (
          <ErrorAlert message={errorText(data.error, common.t('common.networkError'))} />
        ) : data.status === 'loading' ? (
          <Stack gap="4" aria-busy="true" aria-label={common.t('common.loading')}>
            <Skeleton height="8" width="16rem" />
            <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="3">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} aspectRatio={3 / 4} borderRadius="lg" />
              ))}
            </SimpleGrid>
          </Stack>
        ) : !data.offer.enabled ? (
          <Text>{t('disabled')}</Text>
        ) : !pictureSet ? (
          <Text>{t('subject.notFound')}</Text>
        ) : (
          <SubjectPortraits pictureSet={pictureSet} offer={data.offer} afterToggle={reloadOffer} />
        )}
      </Stack>
    </Container>
  );
}

function SubjectPortraits({ pictureSet, offer, afterToggle }: { pictureSet: PictureSet; offer: DigitalPortraits; afterToggle: () => Promise<void> }) {
  const { t } = useDigitalTexts();
  const [priceListOpen, setPriceListOpen] = useState(false);
  const runner = useToggleRunner(afterToggle);
  const sections = digitalSections(pictureSet, offer.combined);
  const backgrounds = useJobBackgrounds(pictureSet.job.greenScreen ? pictureSet.job.uuid : null);
  return (
    <Stack gap="8">
      <HStack justify="space-between" align="flex-end" flexWrap="wrap" gap="3">
        <Stack gap="0.5">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg" data-testid="digital-subject-name">
            {pictureSet.subject.name}
          </Heading>
          <Text color="fg.muted">
            {pictureSet.job.name} · {pictureSet.year}
          </Text>
        </Stack>
        <Button variant="outline" colorPalette="brand" size="sm" minH="11" onClick={() => setPriceListOpen(true)}>
          {t('buttons.priceList')}
        </Button>
      </HStack>
      {sections.length === 0 ? <Text>{t('subject.noPictures')}</Text> : null}
      {sections.map((section) => (
        <SectionView key={section.key} section={section} pictureSet={pictureSet} offer={offer} runner={runner} backgrounds={backgrounds} />
      ))}
      <PriceListDialog open={priceListOpen} onClose={() => setPriceListOpen(false)} offer={offer} />
    </Stack>
  );
}

type Runner = ReturnType<typeof useToggleRunner>;

function SectionView({ section, pictureSet, offer, runner, backgrounds }: { section: DigitalSection; pictureSet: PictureSet; offer: DigitalPortraits; runner: Runner; backgrounds: Background[] | null | undefined }) {
  const { t } = useDigitalTexts();
  const typeOffer = offer.offers.find((o) => o.type === section.setType);
  const setOffer = typeOffer?.set ?? null;
  const status = pictureSet.digitalSet[section.setType];
  const setKey = `set:${pictureSet.subject.uuid}:${section.setType}`;
  const subjectUuid = pictureSet.subject.uuid;
  return (
    <Stack as="section" gap="4" aria-labelledby={`digital-${section.key}`} data-testid={`digital-section-${section.key}`}>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        gap="3"
        bg="white"
        borderWidth="1px"
        borderRadius="xl"
        p="4"
      >
        <Stack gap="1">
          <Heading as="h2" size="lg" id={`digital-${section.key}`}>
            {t(`groups.${section.key}`)}
          </Heading>
          {setOffer && !status.bought ? (
            <HStack gap="2" flexWrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {t('price.set')}:
              </Text>
              <PriceLabel offer={setOffer} size="sm" />
            </HStack>
          ) : null}
        </Stack>
        {setOffer ? (
          status.bought ? (
            <Badge colorPalette="green" size="lg" alignSelf={{ base: 'flex-start', md: 'center' }}>
              {t('buttons.setBought')}
            </Badge>
          ) : (
            <Button
              colorPalette="brand"
              variant={status.inCart ? 'outline' : 'solid'}
              loading={runner.busy === setKey}
              disabled={runner.busy !== null && runner.busy !== setKey}
              onClick={() => void runner.run({ kind: 'set', subjectUuid, type: section.setType })}
              data-testid="digital-set-toggle"
            >
              {status.inCart ? t('buttons.removeFromCart') : t('buttons.buySet')}
            </Button>
          )
        ) : null}
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 4 }} gap={{ base: '3', md: '4' }}>
        {section.pictures.map((picture) => (
          <PictureTile key={picture.uuid} picture={picture} pictureSet={pictureSet} offer={offer} runner={runner} backgrounds={backgrounds} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PictureTile({ picture, pictureSet, offer, runner, backgrounds }: { picture: Picture; pictureSet: PictureSet; offer: DigitalPortraits; runner: Runner; backgrounds: Background[] | null | undefined }) {
  const { t } = useDigitalTexts();
  const fileOffer = offer.offers.find((o) => o.type === picture.pictureType)?.file ?? null;
  const button = pictureButton(picture, pictureSet.digitalSet, offer.combined);
  const key = `file:${picture.uuid}`;
  const wide = picture.width > picture.height;
  const waiting = picture.greenscreen && backgrounds === undefined;
  const standOn = picture.greenscreen && picture.foregroundSrc ? (backgrounds?.find((b) => b.default) ?? backgrounds?.[0] ?? null) : null;
  return (
    // Wide pictures (friends, groups) take two columns so faces stay recognisable on a phone.
    <Stack as="li" gap="2" bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden" pb="3" gridColumn={wide ? 'span 2' : undefined} data-testid="digital-picture" data-state={button}>
      <Box position="relative" bg="gray.100" aspectRatio={wide ? picture.width / picture.height : 3 / 4}>
        {/* Green-screen pictures stand on the job's default background, as the other screens show them. */}
        {standOn ? <Image src={standOn.src.replaceAll('{size}', '320')} alt="" position="absolute" inset="0" w="full" h="full" objectFit="cover" loading="lazy" /> : null}
        {waiting ? null : <Image
          src={standOn && picture.foregroundSrc ? pictureUrl({ src: picture.foregroundSrc }, wide ? 640 : 320) : pictureUrl(picture, wide ? 640 : 320)}
          alt={t('picture.alt', { id: picture.webshopId })}
          position="relative"
          w="full"
          h="full"
          objectFit="cover"
          loading="lazy"
        />}
        {button === 'bought' ? (
          <Badge position="absolute" top="2" insetStart="2" colorPalette="green">
            {t('buttons.bought')}
          </Badge>
        ) : null}
      </Box>
      <Stack gap="2" px="3">
        {button === 'bought' ? (
          <DownloadButton picture={picture} backgrounds={backgrounds ?? undefined} />
        ) : button === 'setInCart' ? (
          <Button size="sm" disabled variant="subtle" whiteSpace="normal" h="auto" minH="11" py="1">
            {t('buttons.setInCart')}
          </Button>
        ) : fileOffer ? (
          <>
            <PriceLabel offer={fileOffer} size="sm" />
            <Button
              size="sm"
              colorPalette="brand"
              variant={button === 'remove' ? 'outline' : 'solid'}
              whiteSpace="normal"
              h="auto"
              minH="11"
              py="1"
              loading={runner.busy === key}
              disabled={runner.busy !== null && runner.busy !== key}
              onClick={() => void runner.run({ kind: 'file', file: picture.uuid, type: picture.pictureType as DigitalType })}
              data-testid="digital-file-toggle"
            >
              {button === 'remove' ? t('buttons.removeFromCart') : t('buttons.buyPicture')}
            </Button>
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}

/**
 * The backgrounds of a green-screen job: undefined while loading (green-screen pictures wait
 * rather than flash their green), null for other jobs or when the call failed (pictures then
 * show as taken).
 */
function useJobBackgrounds(jobUuid: string | null): Background[] | null | undefined {
  const [loaded, setLoaded] = useState<{ jobUuid: string; backgrounds: Background[] | null } | null>(null);
  useEffect(() => {
    if (!jobUuid) return;
    let current = true;
    getGreenScreenBackgrounds(jobUuid).then(
      ({ backgrounds }) => current && setLoaded({ jobUuid, backgrounds }),
      (err: unknown) => {
        console.warn('Could not load the backgrounds', err);
        if (current) setLoaded({ jobUuid, backgrounds: null });
      },
    );
    return () => {
      current = false;
    };
  }, [jobUuid]);
  if (!jobUuid) return null;
  return loaded && loaded.jobUuid === jobUuid ? loaded.backgrounds : undefined;
}
