/**
 * The template lists (spec 2 §2.2): /products/{type}, /products/{type}/{category} and
 * /products/categories/{category}/{subCategory?}. Templates of the current picture set's
 * subject, drawn with its pictures, grouped by product under sticky headers with the price or
 * 'Prices'; filters preset from and written to the URL query.
 */
import { Box, Button, Container, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { CatalogProduct } from '../../api/client/templates';
import { LoadFailed } from '../feedback/LoadFailed';
import { isShopLanguage } from '../i18n/i18n';
import { useLoad } from '../loading/useLoad';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PromotedProducts } from './promoted/PromotedProducts';
import { CardCategoryChips } from './CardCategoryChips';
import { useCurrentPictureSet } from '../pictures/currentPictureSet';
import { PRODUCTS_NAMESPACE } from './i18n';
import { applyFilters, filterOptions, readFilters, writeFilters, type FilterSelection } from './listFilters';
import { ListFilters } from './ListFilters';
import { createPathFor, listPathFor, listSource, type ListRouteFamily, type ListSource } from './listRoute';
import { loadTemplateList, type ListedTemplate, type TemplateListData } from './loadTemplateList';
import { PriceText } from './PriceText';
import { headerPrice } from './priceRows';
import { groupByProduct } from './productGroups';
import { ProductsPageHeading } from './ProductsPageHeading';
import { PHOTOGIFT_FIT, TemplateTile, TemplateTileSkeleton, type TileSubject } from './TemplateTile';
import { CATEGORY_OVERVIEW_PATH, PICTURE_SETS_PATH } from '../routes';
import { usePrefetchWhenIdle } from '../ui/usePrefetchWhenIdle';

/** The price table (Chakra's table and its styles) comes when prices are first asked for, not with the list's first script. */
const PriceDialog = lazy(() => import('./PriceDialog').then((m) => ({ default: m.PriceDialog })));


/** Spec 2 §2.2: ten tiles stand in while a list loads. */
const SKELETON_TILES = 10;
const GRID_COLUMNS = { base: 2, sm: 3, lg: 4 };
/** Where the empty list's 'change picture set' leads (spec 3: the account's picture sets). */

export function TemplateListPage({ family, prefetchEditor }: { family: ListRouteFamily; prefetchEditor?: () => void }) {
  const params = useParams();
  const { i18n: i18nInstance } = useTranslation();
  const source = listSource(family, params);
  // A new route is a new list: nothing of the previous one (filters panel, dialog) carries over.
  // Products and categories are named in the session's language: a language change loads again.
  return source ? <TemplateList key={`${JSON.stringify(source)}:${i18nInstance.language}`} source={source} prefetchEditor={prefetchEditor} /> : <NotFoundPage />;
}

function TemplateList({ source: routeSource, prefetchEditor }: { source: ListSource; prefetchEditor?: () => void }) {
  const { t, i18n: i18nInstance } = useTranslation(PRODUCTS_NAMESPACE);
  const language = i18nInstance.language;
  // Fixed for the component's life (its key names the route): the load below must not restart.
  const [source] = useState(routeSource);
  const pictureSets = useCurrentPictureSet();
  const current = pictureSets.status === 'ready' ? pictureSets.current : null;
  const subjectUuid = current?.subject.uuid ?? null;
  const setsKnown = pictureSets.status !== 'loading';

  // Waits for the picture sets: the list is the current set's subject's.
  const load = useCallback(
    () => (setsKnown ? loadTemplateList(source, subjectUuid) : new Promise<TemplateListData>(() => undefined)),
    [source, subjectUuid, setsKnown],
  );
  // Named once the picture sets are known: the server renders the list with them.
  const { state, retry } = useLoad(load, setsKnown ? `template-list:${JSON.stringify(source)}:${subjectUuid}:${language}` : undefined);
  const data = state.status === 'ready' ? state.value : null;
  usePrefetchWhenIdle(prefetchEditor, data !== null);

  const [query, setQuery] = useSearchParams();
  const selection = useMemo(() => readFilters(source.type, query), [source.type, query]);
  const setSelection = (next: FilterSelection) => setQuery(writeFilters(source.type, query, next), { replace: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [pricesOf, setPricesOf] = useState<CatalogProduct | null>(null);
  const [pricesAsked, setPricesAsked] = useState(false);
  const showPrices = useCallback((product: CatalogProduct) => {
    setPricesAsked(true);
    setPricesOf(product);
  }, []);

  const options = data ? filterOptions(source.type, data.templates, selection) : [];
  const shown = data ? applyFilters(data.templates, selection) : [];
  // Cards hide their filters behind a button (spec 2 §2.2); a preset from the URL opens them.
  const filtersVisible = options.length > 0 && (source.type !== 'cards' || filtersOpen || Object.keys(selection).length > 0);

  const lang = isShopLanguage(language) ? language : 'nb';
  const title = source.type === 'photogifts' ? (data?.photogift?.names[lang] ?? (data ? t('list.photogifts') : '\u00a0')) : t(`list.${source.type}`);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <ProductsPageHeading title={title} subtitle={t('list.subtitle')} />
        {source.type === 'cards' && (
          <HStack justify="space-between" align="flex-start" gap="3">
            <CardCategoryChips categories={data?.cardCategories ?? null} current={data?.category ?? null} pathFor={(category) => listPathFor(source, category)} />
            {options.length > 0 && (
              <Button size="sm" minH="11" variant="outline" onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersVisible} flex="none">
                {filtersVisible ? t('filters.hide') : t('filters.button')}
              </Button>
            )}
          </HStack>
        )}
        {filtersVisible && <ListFilters options={options} selection={selection} onChange={setSelection} />}

        {state.status === 'failed' || pictureSets.status === 'failed' ? (
          <LoadFailed error={state.status === 'failed' ? state.error : pictureSets.status === 'failed' ? pictureSets.error : null} onRetry={state.status === 'failed' ? retry : pictureSets.retry} />
        ) : !data ? (
          <SimpleGrid columns={GRID_COLUMNS} gap="4" aria-busy="true" aria-label={t('list.loading')}>
            {Array.from({ length: SKELETON_TILES }, (_, i) => (
              <TemplateTileSkeleton key={i} />
            ))}
          </SimpleGrid>
        ) : data.templates.length === 0 ? (
          <EmptyList />
        ) : shown.length === 0 ? (
          <Stack gap="2" align="flex-start">
            <Text>{t('filters.noMatch')}</Text>
            <Button size="sm" minH="11" variant="outline" onClick={() => setSelection({})}>
              {t('filters.clear')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="8">
            {groupByProduct(shown).map((group, index) => (
              <ProductSection
                key={group.product.uuid}
                product={group.product}
                templates={group.templates}
                linkFor={(template) => createPathFor(source, data.category, template.product.uuid, template.uuid)}
                fit={source.type === 'photogifts' ? PHOTOGIFT_FIT : 1}
                subject={current && (source.type !== 'photogifts' || (data.photogift?.userImagePreviews ?? true)) ? { uuid: current.subject.uuid, name: current.subject.name } : null}
                first={index === 0}
                onPrices={showPrices}
              />
            ))}
          </Stack>
        )}
        {/* Mounted once the list is in: the strip sits below it, so the skeletons' height never moves it. */}
        {state.status !== 'loading' && <PromotedProducts />}
      </Stack>
      {pricesAsked && (
        <Suspense fallback={null}>
          <PriceDialog product={pricesOf} onClose={() => setPricesOf(null)} />
        </Suspense>
      )}
    </Container>
  );
}

interface ProductSectionProps {
  product: CatalogProduct;
  templates: ListedTemplate[];
  linkFor: (template: ListedTemplate) => string;
  fit: number;
  subject: TileSubject | null;
  /** The list's first section: its first tile is the page's largest paint. */
  first: boolean;
  onPrices: (product: CatalogProduct) => void;
}

function ProductSection({ product, templates, linkFor, fit, subject, first, onPrices }: ProductSectionProps) {
  const { t } = useTranslation(PRODUCTS_NAMESPACE);
  const price = headerPrice(product);
  const headingId = `product-${product.uuid}`;
  return (
    <Box as="section" aria-labelledby={headingId} data-testid="product-group">
      <HStack
        position="sticky"
        top="16"
        zIndex="docked"
        bg="bg.canvas"
        justify="space-between"
        gap="3"
        py="2"
        mb="3"
        borderBottomWidth="1px"
        data-testid="product-header"
      >
        <Text as="h2" id={headingId} fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }}>
          {product.name}
        </Text>
        {price === 'several' ? (
          <Button size="sm" minH="11" variant="outline" colorPalette="brand" flex="none" onClick={() => onPrices(product)} aria-label={`${t('prices.button')}: ${product.name}`}>
            {t('prices.button')}
          </Button>
        ) : (
          price && <PriceText price={price} />
        )}
      </HStack>
      <SimpleGrid columns={GRID_COLUMNS} gap="4">
        {templates.map((template, index) => (
          <TemplateTile key={template.uuid} template={template} to={linkFor(template)} fit={fit} subject={subject} priority={first && index === 0} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

function EmptyList() {
  const { t } = useTranslation(PRODUCTS_NAMESPACE);
  return (
    <Stack gap="2" data-testid="empty-list">
      <Text>{t('list.empty')}</Text>
      <Text>
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to={PICTURE_SETS_PATH}>{t('list.changeSet')}</RouterLink>
        </Link>{' '}
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to={CATEGORY_OVERVIEW_PATH}>{t('list.changeCategory')}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
