import { Badge, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { PictureSet } from '../../api/client/pictureSets';
import { usePicturesTexts } from './i18n';

/** Whose pictures these are: the set's avatar, subject, job and year. */
export function PictureSetHeader({ pictureSet }: { pictureSet: PictureSet }) {
  const { t } = usePicturesTexts();
  return (
    <HStack gap="4" align="center" data-testid="picture-set-header">
      {pictureSet.avatar && (
        <Image src={pictureSet.avatar.url} alt="" boxSize={{ base: '14', md: '16' }} borderRadius="full" objectFit="cover" bg="gray.100" flexShrink={0} />
      )}
      <Stack gap="0.5" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" lineHeight="short" data-testid="subject-name">
            {pictureSet.subject.name}
          </Text>
          <Badge colorPalette="brand" variant="subtle" aria-label={t('set.year', { year: pictureSet.year })}>
            {pictureSet.year}
          </Badge>
        </HStack>
        <Text color="fg.muted" data-testid="job-name">
          {pictureSet.job.name}
        </Text>
      </Stack>
    </HStack>
  );
}
