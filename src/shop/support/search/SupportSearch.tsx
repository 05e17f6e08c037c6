/**
 * Support's search: one field for an e-mail, a mobile number, a subject code or an order
 * reference. The term lives in the address (?q=), so Back from a customer returns to the results.
 */
import { Badge, Box, Button, chakra, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { searchSupport, type SupportSearchResult } from '../../../api/client/support';
import { useTranslation } from '../../../i18n';
import { ErrorAlert } from '../../feedback/ErrorAlert';
import { errorText } from '../../forms/errorText';
import { useLoad } from '../../loading/useLoad';
import { formatTime } from '../formatTime';
import { useSupportTexts } from '../i18n';
import { supportCustomerPath, supportOrderPath } from '../../routes';

/** The server refuses shorter terms. */
const MIN_TERM = 2;

export function SupportSearch() {
  const { t } = useSupportTexts();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [term, setTerm] = useState(q);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = term.trim();
    if (trimmed.length >= MIN_TERM) setParams({ q: trimmed });
  };

  return (
    <Stack gap="4">
      <form onSubmit={submit} role="search" aria-label={t('search.title')}>
        <HStack gap="2" align="flex-end">
          <Box flex="1">
            <chakra.label htmlFor="support-search" display="block" fontWeight="medium" mb="1">
              {t('search.label')}
            </chakra.label>
            <Input id="support-search" name="q" value={term} autoComplete="off" placeholder={t('search.placeholder')} onChange={(e) => setTerm(e.target.value)} />
          </Box>
          <Button type="submit" colorPalette="brand" disabled={term.trim().length < MIN_TERM}>
            {t('search.submit')}
          </Button>
        </HStack>
      </form>
      {q.length >= MIN_TERM ? <SearchResults key={q} q={q} /> : <Text color="fg.muted">{t('search.hint')}</Text>}
    </Stack>
  );
}

function SearchResults({ q }: { q: string }) {
  const { t } = useSupportTexts();
  const { t: ts } = useTranslation();
  const load = useCallback(() => searchSupport(q), [q]);
  const { state } = useLoad<SupportSearchResult>(load);
  if (state.status === 'loading') return <Text aria-busy="true">{t('search.searching')}</Text>;
  if (state.status === 'failed') return <ErrorAlert message={errorText(state.error, ts('common.networkError'))} />;
  const { customers, orders } = state.value;
  if (customers.length === 0 && orders.length === 0) return <Text>{t('search.nothing', { q })}</Text>;
  return (
    <Stack gap="5" data-testid="search-results">
      {customers.length > 0 ? (
        <Box as="section" aria-labelledby="found-customers">
          <Text as="h3" id="found-customers" fontWeight="semibold" mb="2">
            {t('search.customers')}
          </Text>
          <Stack as="ul" gap="2" listStyleType="none">
            {customers.map((c) => (
              <Box as="li" key={c.uuid} borderWidth="1px" borderRadius="md" p="3">
                <Link asChild fontWeight="semibold" color="brand.fg">
                  <RouterLink to={supportCustomerPath(c.uuid)}>{c.name || c.email}</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {c.email}
                  {c.mobile ? ` · ${c.mobile}` : ''}
                </Text>
                <HStack gap="1" mt="1" flexWrap="wrap">
                  {c.matches.map((m) => (
                    <Badge key={m} colorPalette="brand" variant="subtle">
                      {t(`search.matched.${m}`)}
                    </Badge>
                  ))}
                </HStack>
              </Box>
            ))}
          </Stack>
        </Box>
      ) : null}
      {orders.length > 0 ? (
        <Box as="section" aria-labelledby="found-orders">
          <Text as="h3" id="found-orders" fontWeight="semibold" mb="2">
            {t('search.orders')}
          </Text>
          <Stack as="ul" gap="2" listStyleType="none">
            {orders.map((o) => (
              <Box as="li" key={o.uuid} borderWidth="1px" borderRadius="md" p="3">
                <Link asChild fontWeight="semibold" color="brand.fg">
                  <RouterLink to={supportOrderPath(o.uuid)}>{t('order.reference', { reference: o.reference })}</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {t(`orderState.${o.state}`)} · {formatTime(o.createdAt)} · {o.customer.email}
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
