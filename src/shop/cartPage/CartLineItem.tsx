/**
 * One product line of the cart page (spec 1 'Shopping cart', §4): a preview by what the line
 * holds (the server's drawing of a template line, the first 3 files of a digital line, the
 * 'Catalogue' label, nothing for a kind the shop does not know), the quantity selector, the
 * price (the regular price struck through under a campaign; '...' while the line updates), and
 * the Edit and Delete actions. A line being deleted is dimmed.
 */
import { Badge, Button, chakra, Flex, HStack, Image, NativeSelect, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../money/formatMoney';
import { chosenSubProducts, digitalLineDetail, digitalPreviewFiles, lineEditPath, lineKind, lineName, type CartLine } from '../cart/cartLines';
import { lineQuantityOptions } from '../cart/cartQuantity';
import { LineTemplatePreview } from '../cart/LineTemplatePreview';
import { useCartTexts } from '../cart/i18n';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';
import { pictureUrl } from '../pictures/pictureUrl';

/** The preview box in CSS px: large enough to recognise the design on a phone. */
const PREVIEW_SIZE = 96;

/** Spec 1 §4: a cart line is normal, updating (prices '...') or deleting (dimmed). */
export type LineState = 'normal' | 'updating' | 'deleting';

export function CartLineItem({
  line,
  currency,
  state,
  onQuantity,
  onDelete,
  priority = false,
}: {
  line: CartLine;
  currency: string;
  state: LineState;
  /** The selector's chosen entry as text; the page reads it by the spec's rule. */
  onQuantity: (line: CartLine, text: string) => void;
  onDelete: (line: CartLine) => void;
  /** The cart's first line: its drawing is the page's largest paint. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const { t: tc } = useCartTexts();
  const kind = lineKind(line);
  const name = lineName(line);
  const digitalDetail = digitalLineDetail(line);
  const editPath = lineEditPath(line);
  const busy = state !== 'normal';
  return (
    <Flex
      as="li"
      gap="4"
      p="3"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      align="flex-start"
      opacity={state === 'deleting' ? 0.5 : 1}
      transition="opacity 0.2s"
      aria-busy={busy}
      data-testid="cart-line"
      data-line-kind={kind}
      data-state={state}
    >
      <LinePreview line={line} alt={t('cart.preview', { name })} priority={priority} />
      <Stack gap="1" flex="1" minW="0">
        {kind === 'catalogue' ? (
          <Badge alignSelf="flex-start" bg="sand.100" color="sand.700" data-testid="cart-line-catalogue">
            {tc('page.catalogue')}
          </Badge>
        ) : null}
        <Text fontWeight="semibold">{name}</Text>
        {kind === 'catalogue' && line.catalogue ? <Text color="fg.muted">{tc('page.catalogueFor', { name: line.catalogue.subject.name })}</Text> : null}
        {line.template ? <Text color="fg.muted">{line.template.name}</Text> : null}
        {digitalDetail ? (
          <Text color="fg.muted" data-testid="cart-line-digital">
            {digitalDetail}
          </Text>
        ) : null}
        {/* What the package holds. */}
        {line.package ? (
          <Text color="fg.muted" fontSize="sm" data-testid="cart-line-package">
            {line.package.packageItems.map((i) => i.template?.name ?? i.catalogue?.name ?? tc('page.packageDigitalSet')).join(' · ')}
          </Text>
        ) : null}
        {chosenSubProducts(line).map((sub) => (
          <Text key={sub.uuid} fontSize="sm">
            + {sub.name}
          </Text>
        ))}
        {line.canChangeQuantity ? (
          <QuantitySelector line={line} name={name} disabled={busy} onQuantity={onQuantity} />
        ) : (
          <Text fontSize="sm" data-testid="cart-line-quantity">
            {t('cart.quantity', { count: line.quantity })}
          </Text>
        )}
        <HStack gap="2" align="baseline" data-testid="cart-line-price" aria-live="polite">
          {state === 'updating' ? (
            <Text fontWeight="semibold">
              <span aria-hidden>...</span>
              <VisuallyHidden>{tc('page.updating')}</VisuallyHidden>
            </Text>
          ) : (
            <>
              <Text fontWeight="semibold">{formatMoney(line.actualLinePrice, currency)}</Text>
              {line.rebate ? (
                <Text as="del" color="fg.muted" fontSize="sm">
                  <VisuallyHidden>{t('cart.regularPrice')} </VisuallyHidden>
                  {formatMoney(line.linePrice, currency)}
                </Text>
              ) : null}
            </>
          )}
        </HStack>
        <HStack gap="2" mt="1" flexWrap="wrap">
          {editPath ? (
            <Button asChild size="sm" variant="outline" minH="11">
              <RouterLink to={editPath}>{t('cart.edit')}</RouterLink>
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" colorPalette="red" minH="11" disabled={busy} onClick={() => onDelete(line)}>
            {t('cart.delete')}
          </Button>
        </HStack>
      </Stack>
    </Flex>
  );
}

function QuantitySelector({ line, name, disabled, onQuantity }: { line: CartLine; name: string; disabled: boolean; onQuantity: (line: CartLine, text: string) => void }) {
  const { t: tc } = useCartTexts();
  const options = useMemo(() => lineQuantityOptions(line), [line]);
  const id = `cart-quantity-${line.uuid}`;
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm">
        {tc('page.quantity')}
      </chakra.label>
      <NativeSelect.Root size="sm" w="24" disabled={disabled}>
        <NativeSelect.Field
          id={id}
          aria-label={tc('page.quantityLabel', { name })}
        value={String(line.quantity)}
          onChange={(e) => onQuantity(line, e.currentTarget.value)}
          data-testid="cart-line-quantity-select"
          minH="11"
        >
          {options.map((n) => (
            <option key={n} value={String(n)}>
              {n === 0 ? tc('page.quantityRemove') : n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

function LinePreview({ line, alt, priority }: { line: CartLine; alt: string; priority: boolean }) {
  const kind = lineKind(line);
  if (kind === 'template' || kind === 'package') return <LineTemplatePreview line={line} alt={alt} size={PREVIEW_SIZE} priority={priority} />;
  if (kind === 'digital') return <DigitalPreview line={line} />;
  // The catalogue is named by its label; retouching and unknown kinds have nothing to draw.
  return null;
}

const previewBox = { w: `${PREVIEW_SIZE}px`, h: `${PREVIEW_SIZE}px`, flexShrink: 0 } as const;

/** Spec 1 §9: the first 3 files side by side in the preview box, and how many more there are. */
function DigitalPreview({ line }: { line: CartLine }) {
  const { t: tc } = useCartTexts();
  const files = digitalPreviewFiles(line);
  const more = (line.digitalFiles?.length ?? 0) - files.length;
  const name = lineName(line);
  const sets = usePictureSetsStore((s) => s.pictureSets);
  // A digital line sells pictures of the customer's sets; one not (yet) listed is at the sets' usual address.
  const pictures = useMemo(() => new Map((sets ?? []).flatMap((set) => set.pictures.map((p) => [p.uuid, p] as const))), [sets]);
  if (files.length === 0) return null;
  return (
    <Stack {...previewBox} h="auto" gap="1" data-testid="cart-line-digital-preview">
      <HStack gap="1">
        {files.map((file, i) => (
          <Image
            key={file.uuid}
            src={pictureUrl(pictures.get(file.uuid) ?? { src: `/media/pictures/${file.uuid}/{size}/{effect}.jpg` }, 320)}
            alt={tc('page.digitalFile', { number: i + 1, name })}
            w={`${(PREVIEW_SIZE - 8) / 3}px`}
            aspectRatio={3 / 4}
            objectFit="cover"
            borderRadius="sm"
            bg="gray.100"
            loading="lazy"
          />
        ))}
      </HStack>
      {more > 0 ? (
        <Text fontSize="xs" color="fg.muted">
          {tc('page.moreFiles', { count: more })}
        </Text>
      ) : null}
    </Stack>
  );
}
