import { Box, Button, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../../i18n';
import type { PageModule } from '../../../api/client/settings';
import { useLocalized } from '../../i18n/localized';
import { ContentLink } from './ContentLink';

type PromoteCategory = Extract<PageModule, { type: 'PromoteCategory' }>;

/** Categories never promoted on content pages (spec 3: photobooks are sold elsewhere). */
export const EXCLUDED_PROMOTED_CATEGORIES = ['photobook'];

/** A product category teaser: picture, title, text and a link into the category. */
export function PromoteCategoryModule({ module }: { module: PromoteCategory }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  if (EXCLUDED_PROMOTED_CATEGORIES.includes(module.category)) return null;
  return (
    <Box
      as="article"
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
      overflow="hidden"
      display="flex"
      flexDirection={{ base: 'column', md: 'row' }}
      data-category={module.category}
    >
      {module.image && (
        <Image src={module.image} alt="" bg="brand.subtle" objectFit="cover" w={{ base: 'full', md: '45%' }} aspectRatio={4 / 3} loading="lazy" />
      )}
      <Stack gap="3" p={{ base: '5', md: '8' }} justify="center" flex="1">
        <Heading as="h2" size="xl" color="brand.fg">
          {localized(module.title)}
        </Heading>
        <Text whiteSpace="pre-line">{localized(module.text)}</Text>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <ContentLink href={module.link}>{t('legacy.viewCategory')}</ContentLink>
        </Button>
      </Stack>
    </Box>
  );
}
