/**
 * The order summary's product lines with each line's own drawing. Its own module, loaded after
 * the checkout's first paint: the engine (Konva) is not part of the checkout's first JS, and the
 * lines show without their drawings until it is in.
 */
import type { CheckoutOrderLine } from '../../api/client/checkout';
import { RenderHostProvider } from '../../engine/react';
import { lineName } from '../cart/cartLines';
import { LineTemplatePreview } from '../cart/LineTemplatePreview';
import { useCartPreviews } from '../cart/useCartPreviews';
import { SummaryLine } from './SummaryLine';
import { useCheckoutWords } from './useCheckoutWords';

/** Small enough to leave the name and price their room in the summary's 22rem column. */
const SUMMARY_PREVIEW_SIZE = 56;

export default function SummaryLinesDrawn({ lines }: { lines: CheckoutOrderLine[] }) {
  const previews = useCartPreviews(lines);
  const { t } = useCheckoutWords();
  return (
    <RenderHostProvider sources={previews.sources}>
      {lines.map((line) => (
        <SummaryLine
          key={line.uuid}
          line={line}
          preview={<LineTemplatePreview line={line} previews={previews} size={SUMMARY_PREVIEW_SIZE} alt={t('summary.preview', { name: lineName(line) })} />}
        />
      ))}
    </RenderHostProvider>
  );
}
