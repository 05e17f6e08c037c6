/**
 * The upsell pop-ups (spec 1 'Upsell pop-ups', §4) one after another: 'Don't forget the
 * catalogue' (CATALOGUE) opens the catalogue offer; 'Special offer' (DIGITAL_FILES) shows the
 * saving (price minus rebatedPrice) and 'Check out offer' to the digital portraits. Each answer
 * is remembered for the cart (upsellStore.ts). When the list is finished nothing is shown and onFinished runs.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Cart } from '../../api/client/cart';
import type { UpsaleItem } from '../../api/client/checkout';
import { useCartTexts } from '../cart/i18n';
import { CatalogueOfferDialog } from '../catalogues/CatalogueOfferDialog';
import { ShopDialog } from '../dialogs/ShopDialog';
import { formatMoney } from '../money/formatMoney';
import { useSettings } from '../settings/settingsStore';
import { OfferPicture } from './OfferPicture';
import { useUpsellStore } from './upsellStore';
import { currentStep, nextStep, startWalk, upsellSaving, type UpsellWalk } from './upsellWalk';
import { DIGITAL_PORTRAITS_SPEC_PATH } from '../routes';

export interface UpsellPopupsProps {
  /** The pop-ups to walk (upsellSteps of the checkout's upsaleList). */
  steps: readonly UpsaleItem[];
  /** The checkout the catalogue offer adds to. */
  checkoutUuid: string;
  /** The cart's product lines: an answer counts for this cart. */
  lineUuids: readonly string[];
  /** The list is finished: go on (to the checkout). */
  onFinished: () => void;
  /** Catalogues were added: the walk ends and the customer sees the cart with them. */
  onCataloguesAdded: (cart: Cart) => void;
  /** The customer took an offer's link and leaves the page. */
  onLeft: () => void;
}

export function UpsellPopups({ steps, checkoutUuid, lineUuids, onFinished, onCataloguesAdded, onLeft }: UpsellPopupsProps) {
  const [walk, setWalk] = useState<UpsellWalk>(() => startWalk(steps));
  const [offeringCatalogues, setOfferingCatalogues] = useState(false);
  const answer = useUpsellStore((s) => s.answer);
  const step = currentStep(walk);

  const advance = () => {
    if (step) answer(step, lineUuids);
    const next = nextStep(walk);
    setWalk(next);
    if (!currentStep(next)) onFinished();
  };

  if (offeringCatalogues) {
    return (
      <CatalogueOfferDialog
        open
        checkoutUuid={checkoutUuid}
        onDecline={() => {
          setOfferingCatalogues(false);
          advance();
        }}
        onAdded={(cart) => {
          if (step) answer(step, lineUuids);
          setOfferingCatalogues(false);
          onCataloguesAdded(cart);
        }}
      />
    );
  }
  if (!step) return null;
  if (step.type === 'CATALOGUE') return <CatalogueReminder item={step} onShow={() => setOfferingCatalogues(true)} onNoThanks={advance} />;
  return (
    <SpecialOffer
      item={step}
      onNoThanks={advance}
      onTake={() => {
        answer(step, lineUuids);
        onLeft();
      }}
    />
  );
}

/** One upsell pop-up: its picture and text, 'No thanks' and the offer's own action. */
function UpsellDialog({ title, testId, action, onNoThanks, children }: { title: string; testId: string; action: ReactNode; onNoThanks: () => void; children: ReactNode }) {
  const { t } = useCartTexts();
  return (
    <ShopDialog
      open
      onClose={onNoThanks}
      title={title}
      size="sm"
      sheet
      footer={
        <>
          <Button variant="outline" minH="11" onClick={onNoThanks}>
            {t('upsell.noThanks')}
          </Button>
          {action}
        </>
      }
    >
      <Stack gap="3" data-testid={testId}>
        <OfferPicture alt={title} />
        {children}
      </Stack>
    </ShopDialog>
  );
}

function CatalogueReminder({ item, onShow, onNoThanks }: { item: UpsaleItem; onShow: () => void; onNoThanks: () => void }) {
  const { t } = useCartTexts();
  const { site } = useSettings();
  return (
    <UpsellDialog
      title={t('upsell.catalogueTitle')}
      testId="upsell-catalogue"
      onNoThanks={onNoThanks}
      action={
        <Button colorPalette="brand" minH="11" onClick={onShow}>
          {t('upsell.catalogueShow')}
        </Button>
      }
    >
      <Text>{t('upsell.catalogueText')}</Text>
      <Text fontWeight="semibold">{t('upsell.catalogueFrom', { price: formatMoney(item.rebatedPrice, site.currency) })}</Text>
    </UpsellDialog>
  );
}

function SpecialOffer({ item, onNoThanks, onTake }: { item: UpsaleItem; onNoThanks: () => void; onTake: () => void }) {
  const { t } = useCartTexts();
  const { site } = useSettings();
  const saving = upsellSaving(item);
  return (
    <UpsellDialog
      title={t('upsell.offerTitle')}
      testId="upsell-offer"
      onNoThanks={onNoThanks}
      action={
        <Button asChild colorPalette="brand" minH="11">
          <RouterLink to={DIGITAL_PORTRAITS_SPEC_PATH} onClick={onTake}>
            {t('upsell.offerLink')}
          </RouterLink>
        </Button>
      }
    >
      <Text>{t('upsell.offerText', { rebated: formatMoney(item.rebatedPrice, site.currency), price: formatMoney(item.price, site.currency) })}</Text>
      {saving > 0 ? (
        <Text fontWeight="bold" fontSize="lg" color="red.700" data-testid="upsell-saving">
          {t('upsell.offerSaving', { amount: formatMoney(saving, site.currency) })}
        </Text>
      ) : null}
    </UpsellDialog>
  );
}
