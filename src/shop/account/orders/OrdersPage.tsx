import { Box, chakra, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { getOrderList, type OrderListEntry } from '../../../api/client/account';
import { orderReference } from '../../../domain/checkout';
import { useLoad } from '../../loading/useLoad';
import { useHydrated } from '../../ssr/useHydrated';
import { AccountCard } from '../AccountCard';
import { useAccountTexts } from '../i18n';
import { OrderDetails } from './OrderDetails';
import { accountOrderPath, ORDERS_PATH } from '../../routes';


/** Where the shop is: the time an order shows before the browser's own time zone is known. */
const SHOP_TIME_ZONE = 'Europe/Oslo';

/**
 * /my-account/orders and /my-account/orders/:orderUuid (spec 3 'My orders'): which row is open is
 * the route, so a link or the back button opens and closes rows. A failed list load renders
 * nothing (spec 3 §8).
 */
export function OrdersPage() {
  const { t } = useAccountTexts();
  const { orderUuid } = useParams();
  const navigate = useNavigate();
  const list = useLoad(useCallback(() => getOrderList().then((r) => r.orders), []), 'orders');

  return (
    <AccountCard title={t('orders.title')}>
      {list.state.status === 'loading' ? (
        <Stack gap="2" aria-busy="true" aria-label={t('form.loading')}>
          <Skeleton height="12" />
          <Skeleton height="12" />
        </Stack>
      ) : list.state.status === 'failed' ? null : list.state.value.length === 0 ? (
        <Text>{t('orders.none')}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="order-list">
          {list.state.value.map((order) => (
            <OrderRow
              key={order.uuid}
              order={order}
              expanded={order.uuid === orderUuid?.toLowerCase()}
              onToggle={(open) => navigate(open ? accountOrderPath(order.uuid) : ORDERS_PATH)}
            />
          ))}
        </Stack>
      )}
    </AccountCard>
  );
}

const RowButton = chakra('button', {
  base: {
    display: 'flex',
    w: 'full',
    minH: '12',
    px: '4',
    py: '3',
    gap: '3',
    alignItems: 'center',
    justifyContent: 'space-between',
    textAlign: 'start',
    cursor: 'pointer',
    bg: 'transparent',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid' },
  },
});

function OrderRow({ order, expanded, onToggle }: { order: OrderListEntry; expanded: boolean; onToggle: (open: boolean) => void }) {
  const { i18n } = useAccountTexts();
  const reference = orderReference(order.uuid);
  // The server does not know the browser's time zone: its HTML (and the hydration) says the
  // shop's time, the browser's own render after it the customer's.
  const timeZone = useHydrated() ? undefined : SHOP_TIME_ZONE;
  const confirmed = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nb-NO', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(order.confirmTime));
  const detailsId = `order-${order.uuid}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="xl" overflow="hidden" data-testid="order-row">
      <RowButton type="button" aria-expanded={expanded} aria-controls={detailsId} onClick={() => onToggle(!expanded)}>
        <Flex gap={{ base: '1', sm: '4' }} direction={{ base: 'column', sm: 'row' }}>
          <Text fontWeight="semibold">{confirmed}</Text>
          <Text fontFamily="mono" color="fg.muted">
            #{reference}
          </Text>
        </Flex>
        <Text aria-hidden fontSize="xl" transform={expanded ? 'rotate(180deg)' : undefined} transition="transform 0.15s">
          ▾
        </Text>
      </RowButton>
      {expanded && (
        <Box id={detailsId} borderTopWidth="1px" px="4" py="3" bg="bg.subtle">
          <OrderDetails orderUuid={order.uuid} />
        </Box>
      )}
    </Box>
  );
}
