/**
 * The catalogue offer (spec 1 'Catalogue offer dialog', §4, §5, §8): the customer's catalogues
 * (GET /ajax/user/get_catalogues.php) with a quantity picker each; 'No thanks' declines, 'Add to
 * cart' sends the quantities and hands the new cart on: inside checkout (the cart's upsell walk)
 * through the checkout (POST /api/webshop/checkout/{id}/catalogues, which also re-fits the
 * delivery methods), elsewhere straight into the cart (POST /api/webshop/cart/catalogues), so an
 * empty cart can take them too. Nothing chosen shows the spec's alert instead. Where the dialog
 * leads afterwards is the caller's: over the products list 'No thanks' stays there and adding goes to the cart
 * (CatalogueOfferOverProducts); in the cart's upsell walk 'No thanks' moves to the next pop-up.
 */
import { Button, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { addCartCatalogues, type Cart } from '../../api/client/cart';
import { addCatalogues, getCatalogues, type Catalogue } from '../../api/client/checkout';
import { trackCatalogueQuantities } from '../analytics/track';
import { useCartTexts } from '../cart/i18n';
import { ShopDialog } from '../dialogs/ShopDialog';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { LoadFailed } from '../feedback/LoadFailed';
import { errorText } from '../forms/errorText';
import { useLoad } from '../loading/useLoad';
import { formatMoney } from '../money/formatMoney';
import { useSettings } from '../settings/settingsStore';
import { catalogueOrder, catalogueQuantityChoices, initialCatalogueQuantities, type CatalogueQuantities } from './cataloguePicker';

export interface CatalogueOfferDialogProps {
  open: boolean;
  /** The open checkout to add through; without one the catalogues go into the cart directly. */
  checkoutUuid?: string | null;
  onDecline: () => void;
  /** The cart with the catalogues (the checkout's view of it when added through a checkout). */
  onAdded: (cart: Cart) => void;
}

export function CatalogueOfferDialog({ open, checkoutUuid, onDecline, onAdded }: CatalogueOfferDialogProps) {
  // Mounted only while open, so every opening reads the catalogues (and the cart's quantities) afresh.
  return open ? <CatalogueOffer checkoutUuid={checkoutUuid ?? null} onDecline={onDecline} onAdded={onAdded} /> : null;
}

const loadCatalogues = () => getCatalogues().then((answer) => answer.catalogues);

function CatalogueOffer({ checkoutUuid, onDecline, onAdded }: { checkoutUuid: string | null; onDecline: () => void; onAdded: (cart: Cart) => void }) {
  const { t } = useCartTexts();
  const { t: tShop } = useTranslation();
  const { site } = useSettings();
  const { state, retry } = useLoad(loadCatalogues);
  const catalogues = state.status === 'ready' ? state.value : null;
  const [quantities, setQuantities] = useState<CatalogueQuantities>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  // The pickers start when the list arrives (a lone catalogue at 1).
  useEffect(() => {
    if (catalogues) setQuantities(initialCatalogueQuantities(catalogues));
  }, [catalogues]);

  const choose = (uuid: string, quantity: number) => {
    setProblem(null);
    setQuantities((q) => ({ ...q, [uuid]: quantity }));
  };

  const add = async (list: Catalogue[]) => {
    const order = catalogueOrder(list, quantities);
    if (!order.ok) {
      setProblem(t('catalogues.nothingChosen'));
      return;
    }
    setAdding(true);
    setProblem(null);
    try {
      const answer = checkoutUuid ? await addCatalogues(checkoutUuid, order.items) : { cart: await addCartCatalogues(order.items) };
      trackCatalogueQuantities(list, order.items);
      onAdded(answer.cart);
    } catch (err) {
      // Spec 1 §8: 'Failed to add catalogues to cart' followed by the original message.
      setProblem(t('catalogues.addFailed', { message: errorText(err, tShop('common.networkError')) }));
      setAdding(false);
    }
  };

  const footer =
    catalogues && catalogues.length > 0 ? (
      <>
        <Button variant="outline" minH="11" onClick={onDecline} disabled={adding}>
          {t('catalogues.noThanks')}
        </Button>
        <Button colorPalette="brand" minH="11" onClick={() => void add(catalogues)} loading={adding} data-testid="catalogue-offer-add">
          {t('catalogues.add')}
        </Button>
      </>
    ) : (
      <Button variant="outline" minH="11" onClick={onDecline}>
        {t('catalogues.noThanks')}
      </Button>
    );

  return (
    <ShopDialog open onClose={onDecline} title={t('catalogues.title')} footer={footer} sheet>
      {state.status === 'loading' ? (
        <Skeleton h="40" borderRadius="md" aria-busy="true" aria-label={tShop('common.loading')} />
      ) : state.status === 'failed' ? (
        <LoadFailed error={state.error} onRetry={retry} />
      ) : state.value.length === 0 ? (
        <Text>{t('catalogues.none')}</Text>
      ) : (
        <Stack gap="4" data-testid="catalogue-offer">
          <Text>{t('catalogues.intro')}</Text>
          <Stack as="ul" gap="3" listStyleType="none">
            {state.value.map((c) => (
              <Stack as="li" key={c.uuid} gap="1" p="3" borderWidth="1px" borderRadius="lg" data-testid="catalogue-offer-item">
                <Text fontWeight="semibold">{c.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('catalogues.subject', { name: c.subject.name, group: c.subject.group })}
                </Text>
                {c.description ? (
                  <Text fontSize="sm" whiteSpace="pre-line">
                    {c.description}
                  </Text>
                ) : null}
                <Text fontSize="sm">{t('catalogues.delivery', { count: c.deliveryTime.days })}</Text>
                <Stack direction="row" align="center" justify="space-between" gap="3" mt="1">
                  <Text fontWeight="semibold">{t('catalogues.price', { price: formatMoney(c.price, site.currency) })}</Text>
                  <NativeSelect.Root size="sm" w="24" disabled={adding}>
                    <NativeSelect.Field
                      aria-label={t('catalogues.quantity', { name: c.name })}
                      value={String(quantities[c.uuid] ?? 0)}
                      onChange={(e) => choose(c.uuid, Number(e.currentTarget.value))}
                      minH="11"
                    >
                      {catalogueQuantityChoices(c).map((n) => (
                        <option key={n} value={String(n)}>
                          {n}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Stack>
              </Stack>
            ))}
          </Stack>
          <ErrorAlert message={problem} />
        </Stack>
      )}
    </ShopDialog>
  );
}
