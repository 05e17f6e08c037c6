/** The card list's category selector (spec 2 §2.2): one link per card category, five placeholders while loading. */
import { Button, HStack, Skeleton } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCTS_NAMESPACE } from './i18n';
import type { CardCategories } from './loadTemplateList';

const PLACEHOLDERS = 5;

interface CardCategoryChipsProps {
  /** Null while loading. */
  categories: CardCategories | null;
  current: string | null;
  pathFor: (category: string) => string;
}

export function CardCategoryChips({ categories, current, pathFor }: CardCategoryChipsProps) {
  const { t } = useTranslation(PRODUCTS_NAMESPACE);
  return (
    <HStack as="nav" aria-label={t('list.categories')} gap="2" flexWrap="wrap" aria-busy={categories === null}>
      {categories === null
        ? Array.from({ length: PLACEHOLDERS }, (_, i) => <Skeleton key={i} height="8" width="24" borderRadius="full" data-testid="card-category-skeleton" />)
        : categories.categories.map((category) => {
            const selected = category === current;
            return (
              <Button key={category} asChild size="sm" minH="11" borderRadius="full" variant={selected ? 'solid' : 'outline'} colorPalette="brand">
                <RouterLink to={pathFor(category)} aria-current={selected ? 'page' : undefined}>
                  {categories.titles[category] ?? category}
                </RouterLink>
              </Button>
            );
          })}
    </HStack>
  );
}
