/** The template list's filter selects (spec 2 §2.2); the choice is the URL's query. */
import { Button, Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { formatDecimal } from '../../domain/numbers';
import { useTranslation } from '../../i18n';
import { currentLanguage } from '../i18n/i18n';
import { PRODUCTS_NAMESPACE } from './i18n';
import { parseFormat, type FilterKey, type FilterOptions, type FilterSelection } from './listFilters';

const LABELS: Readonly<Record<FilterKey, string>> = { format: 'filters.format', text: 'filters.texts', images: 'filters.images', pages: 'filters.pages' };

function useValueLabel(): (key: FilterKey, value: string) => string {
  const { t } = useTranslation(PRODUCTS_NAMESPACE);
  const language = currentLanguage() === 'en' ? 'en' : 'nb';
  const centimetres = (millimetres: number) => formatDecimal(millimetres / 10, language, { max: 1 });
  return (key, value) => {
    if (key === 'text') return t(value === 'yes' ? 'filters.textsYes' : 'filters.textsNo');
    if (key === 'images') return t('filters.imagesCount', { count: Number(value) });
    if (key === 'pages') return t('filters.pagesCount', { count: Number(value) });
    const size = parseFormat(value);
    return size ? t('filters.formatSize', { width: centimetres(size.width), height: centimetres(size.height) }) : value;
  };
}

interface ListFiltersProps {
  options: FilterOptions[];
  selection: FilterSelection;
  onChange: (selection: FilterSelection) => void;
}

export function ListFilters({ options, selection, onChange }: ListFiltersProps) {
  const { t } = useTranslation(PRODUCTS_NAMESPACE);
  const valueLabel = useValueLabel();
  const chosen = Object.keys(selection).length > 0;
  return (
    <Stack gap="3" role="group" aria-label={t('filters.title')} data-testid="list-filters">
      <SimpleGrid columns={{ base: Math.min(options.length, 2), sm: Math.min(options.length, 3) }} gap="3" maxW={{ sm: `${options.length * 16}rem` }}>
        {options.map(({ key, values }) => (
          <Field.Root key={key}>
            <Field.Label>{t(LABELS[key])}</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                value={selection[key] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  const { [key]: _dropped, ...rest } = selection;
                  onChange(value === '' ? rest : { ...rest, [key]: value });
                }}
              >
                <option value="">{t('filters.all')}</option>
                {values.map((value) => (
                  <option key={value} value={value}>
                    {valueLabel(key, value)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ))}
      </SimpleGrid>
      {chosen && (
        <Button variant="ghost" size="sm" minH="11" alignSelf="flex-start" onClick={() => onChange({})}>
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
