/**
 * /products and /products/categories: the category overview (spec 2 §2.1). Tiles in 1, 2 or 3
 * columns; a tile whose first qualified subject is not the current set's asks to change the
 * picture set before it opens. Embedded in a host page a tile is a plain link (no dialog, no
 * client-side navigation), so the host sees an ordinary page load.
 */
import { AspectRatio, Box, Container, Image, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { getTemplateCategories, type ShopCategory } from '../../api/client/templates';
import type { PictureSet } from '../../api/client/pictureSets';
import { shopIsEmbedded } from '../embedding/embeddedMode';
import { useHydrated } from '../ssr/useHydrated';
import { LoadFailed } from '../feedback/LoadFailed';
import { isShopLanguage } from '../i18n/i18n';
import { useLoad } from '../loading/useLoad';
import { PromotedProducts } from './promoted/PromotedProducts';
import { categoryTarget, setToSwitchTo, visibleCategories } from './categoryTiles';
import { ChangePictureSetDialog } from './ChangePictureSetDialog';
import { switchPictureSet, useCurrentPictureSet } from '../pictures/currentPictureSet';
import { PRODUCTS_NAMESPACE } from './i18n';
import { OwnTemplatePicture } from './OwnTemplatePicture';
import { ProductsPageHeading } from './ProductsPageHeading';


/** Spec 2 §2.1: five tiles stand in while the categories load. */
const SKELETON_TILES = 5;
const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 };

export function CategoryOverviewPage() {
  const { t, i18n: i18nInstance } = useTranslation(PRODUCTS_NAMESPACE);
  const language = i18nInstance.language;
  // The tiles are worded in the page's language, so a language change loads them again.
  const load = useCallback(() => getTemplateCategories(isShopLanguage(language) ? language : 'nb'), [language]);
  const { state, retry } = useLoad(load, `template-categories:${language}`);
  const pictureSets = useCurrentPictureSet();
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ set: PictureSet; to: string } | null>(null);
  // Only the browser knows (its frame, its session storage): the server's page has plain tiles,
  // and the browser's from its hydration on.
  const [embeddedHere] = useState(() => typeof window !== 'undefined' && shopIsEmbedded());
  const embedded = useHydrated() && embeddedHere;

  const onTileClick = (category: ShopCategory) => (event: MouseEvent) => {
    if (pictureSets.status !== 'ready') return;
    const set = setToSwitchTo(category, pictureSets.current, pictureSets.sets);
    if (!set) return;
    event.preventDefault();
    setPending({ set, to: categoryTarget(category) });
  };

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <ProductsPageHeading title={t('overview.title')} subtitle={t('overview.subtitle')} />
        {state.status === 'failed' ? (
          <LoadFailed error={state.error} onRetry={retry} />
        ) : (
          <SimpleGrid columns={GRID_COLUMNS} gap={{ base: '4', md: '6' }} aria-busy={state.status === 'loading'} aria-label={state.status === 'loading' ? t('overview.loading') : undefined}>
            {state.status === 'loading'
              ? Array.from({ length: SKELETON_TILES }, (_, i) => <CategoryTileSkeleton key={i} />)
              : visibleCategories(state.value.categories).map((category) => (
                  <CategoryTile
                    key={category.internalName}
                    category={category}
                    set={pictureSets.status === 'ready' ? pictureSets.current : null}
                    embedded={embedded}
                    onClick={onTileClick(category)}
                  />
                ))}
          </SimpleGrid>
        )}
        {/* Mounted once the tiles are in: the strip sits below them, so the skeletons' height never moves it. */}
        {state.status !== 'loading' && <PromotedProducts />}
      </Stack>
      <ChangePictureSetDialog
        subjectName={pending?.set.subject.name ?? null}
        onCancel={() => setPending(null)}
        onOk={async () => {
          if (!pending) return;
          await switchPictureSet(pending.set);
          setPending(null);
          void navigate(pending.to);
        }}
      />
    </Container>
  );
}

interface CategoryTileProps {
  category: ShopCategory;
  set: PictureSet | null;
  embedded: boolean;
  onClick: (event: MouseEvent) => void;
}

function CategoryTile({ category, set, embedded, onClick }: CategoryTileProps) {
  const title = (
    <Text as="span" fontSize="lg" fontWeight="semibold">
      {category.title}
    </Text>
  );
  return (
    <LinkBox as="article" borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg" _hover={{ boxShadow: 'md' }} transition="box-shadow 0.15s" data-testid="category-tile">
      <AspectRatio ratio={4 / 3} bg="bg.muted">
        <Box p="4">
          {/* The picture fills its fixed box and is fitted inside, so it does not move anything when it
              arrives (CLS); a drop shadow follows the fitted picture where a box shadow would frame the box. */}
          <OwnTemplatePicture
            template={category.template}
            set={set}
            alt=""
            sizes="(min-width: 62em) 340px, (min-width: 30em) 45vw, 90vw"
            placeholder={<Image src={category.image} alt="" w="100%" h="100%" objectFit="contain" filter="drop-shadow(0 1px 2px rgba(0, 0, 0, 0.18))" loading="lazy" />}
          />
        </Box>
      </AspectRatio>
      <Stack gap="1" p="4">
        {embedded ? (
          <LinkOverlay href={categoryTarget(category)}>{title}</LinkOverlay>
        ) : (
          <LinkOverlay asChild>
            <RouterLink to={categoryTarget(category)} onClick={onClick}>
              {title}
            </RouterLink>
          </LinkOverlay>
        )}
        <Text color="fg.muted" fontSize="sm">
          {category.description}
        </Text>
      </Stack>
    </LinkBox>
  );
}

function CategoryTileSkeleton() {
  return (
    <Box borderWidth="1px" borderRadius="lg" overflow="hidden" data-testid="category-skeleton">
      <AspectRatio ratio={4 / 3}>
        <Skeleton />
      </AspectRatio>
      <Stack gap="2" p="4">
        <Skeleton height="5" width="50%" />
        <Skeleton height="4" width="80%" />
      </Stack>
    </Box>
  );
}
