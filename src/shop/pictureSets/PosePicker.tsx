import { Box, Button, chakra, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { chosenPictureOf, nextStepAfterPose, yearbookCandidates } from '../../domain/pictureSets';
import type { Picture, PictureSet } from '../../api/client/pictureSets';
import { chooseYearbookPose } from '../../api/client/pictures';
import { toaster } from '../feedback/toaster';
import { errorText } from '../forms/errorText';
import { FlowFooter } from './FlowFooter';
import { usePicturesTexts } from './i18n';
import { CheckIcon } from '../ui/icons';
import { PictureDialog } from './PictureDialog';
import { PictureGrid } from './PictureGrid';
import { pictureUrl } from '../pictures/pictureUrl';
import type { usePictureSet } from './usePictureSet';

/** Spec 3: 2 pictures per row on small screens, 3 on medium, 4 on large. */
const POSE_COLUMNS = { base: 2, md: 3, lg: 4 };

interface PosePickerProps {
  pictureSet: PictureSet;
  poses: { uuid: string; name: string; instructions: string }[];
  index: number;
  base: string;
  update: ReturnType<typeof usePictureSet>['update'];
  /** The account variant shows the expiry info under its title instead. */
  showExpiry: boolean;
}

/** One job pose: its name and instructions, the individual pictures to choose from, and the way on. */
export function PosePicker({ pictureSet, poses, index, base, update, showExpiry }: PosePickerProps) {
  const { t } = usePicturesTexts();
  const pose = poses[index];
  const chosen = chosenPictureOf(pictureSet.pictures, pictureSet.yearbookPoses, pose.uuid);
  useEffect(() => {
    document.title = pose.name;
  }, [pose.name]);
  // Ordered once per pose: the picture chosen earlier comes first, and the grid does not jump while choosing.
  const [order] = useState(() => yearbookCandidates(pictureSet.pictures, chosen?.uuid ?? null).map((p) => p.uuid));
  const candidates = order.flatMap((uuid) => pictureSet.pictures.filter((p) => p.uuid === uuid));
  const [openedUuid, setOpenedUuid] = useState<string | null>(null);
  const opened = candidates.find((p) => p.uuid === openedUuid) ?? null;
  const next = nextStepAfterPose(poses, index, chosen !== null, base);

  const setChoices = (yearbookPoses: PictureSet['yearbookPoses']) => update((set) => ({ ...set, yearbookPoses }));
  const choose = async (picture: Picture) => {
    if (picture.uuid === chosen?.uuid) return;
    const before = pictureSet.yearbookPoses;
    setChoices([...before.filter((c) => c.jobYearbookPoseUuid !== pose.uuid), { pictureClientRef: picture.clientRef, jobYearbookPoseUuid: pose.uuid }]);
    try {
      setChoices((await chooseYearbookPose(pictureSet.subject.uuid, picture.uuid, pose.uuid)).yearbookPoses);
    } catch (err) {
      setChoices(before);
      toaster.create({ type: 'error', title: errorText(err, t('yearbook.saveFailed')) });
    }
  };

  const mark = (picture: Picture) => {
    const isChosen = picture.uuid === chosen?.uuid;
    return (
      <chakra.button
        type="button"
        role="radio"
        aria-checked={isChosen}
        aria-label={t('yearbook.choosePicture', { id: picture.webshopId })}
        onClick={() => void choose(picture)}
        position="absolute"
        top="2"
        insetEnd="2"
        boxSize="11"
        borderRadius="full"
        borderWidth="2px"
        borderColor={isChosen ? 'brand.solid' : 'white'}
        bg={isChosen ? 'brand.solid' : 'blackAlpha.400'}
        color="white"
        display="flex"
        alignItems="center"
        justifyContent="center"
        boxShadow="sm"
        cursor="pointer"
        data-testid="pose-mark"
      >
        {isChosen && <CheckIcon boxSize="5" />}
      </chakra.button>
    );
  };

  const selectText = index === 0 ? t('yearbook.select') : t('yearbook.selectFor', { pose: pose.name.toLocaleLowerCase() });
  return (
    <Stack gap="5">
      <Stack gap="2">
        <HStack justify="space-between" align="baseline" flexWrap="wrap" gap="2">
          <Heading as="h2" size={{ base: 'xl', md: '2xl' }} data-testid="pose-name">
            {pose.name}
          </Heading>
          {poses.length > 1 && (
            <Text color="fg.muted" fontWeight="medium" data-testid="pose-of">
              {t('yearbook.poseOf', { index: index + 1, count: poses.length })}
            </Text>
          )}
        </HStack>
        {/* The first pose is the yearbook's (the spec's words); a later one, such as the student card, is named, since the yearbook's words misled there. */}
        <Text fontWeight="semibold">{selectText}</Text>
        {showExpiry && pictureSet.job.yearbookPoseSelection && <Text color="fg.muted">{pictureSet.job.yearbookPoseSelection.expiryDateInfoString}</Text>}
        <Text whiteSpace="pre-line" bg="brand.subtle" borderRadius="lg" px="4" py="3" data-testid="pose-instructions">
          {pose.instructions}
        </Text>
      </Stack>

      {candidates.length === 0 ? (
        <Text>{t('yearbook.noPortraits')}</Text>
      ) : (
        <Box role="radiogroup" aria-label={selectText}>
          <PictureGrid pictures={candidates} onOpen={(p) => setOpenedUuid(p.uuid)} columns={POSE_COLUMNS} overlay={mark} isChosen={(p) => p.uuid === chosen?.uuid} />
        </Box>
      )}

      <FlowFooter>
        <HStack gap="3" minW="0" data-testid="pose-footer">
          {chosen ? (
            <>
              <Image src={pictureUrl(chosen, 320)} alt="" boxSize="12" objectFit="cover" borderRadius="md" bg="gray.100" />
              <Text fontWeight="medium">{t('yearbook.selected', { id: chosen.webshopId })}</Text>
            </>
          ) : (
            <Text color="fg.muted">{t('yearbook.noPictureSelected')}</Text>
          )}
        </HStack>
        <Button asChild colorPalette="brand">
          <RouterLink to={next.to}>{t(`yearbook.${next.label === 'next' ? 'next' : 'skip'}`)}</RouterLink>
        </Button>
      </FlowFooter>

      <PictureDialog
        picture={opened}
        onClose={() => setOpenedUuid(null)}
        actions={
          opened &&
          (opened.uuid === chosen?.uuid ? (
            <Button colorPalette="brand" variant="subtle" disabled _disabled={{ opacity: 1, cursor: 'default' }}>
              <CheckIcon />
              {t('yearbook.currentPose')}
            </Button>
          ) : (
            <Button colorPalette="brand" onClick={() => void choose(opened)}>
              {t('yearbook.setAsPose')}
            </Button>
          ))
        }
      />
    </Stack>
  );
}
