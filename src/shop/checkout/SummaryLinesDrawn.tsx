/** The order summary's product lines with each line's own drawing (drawn by the server). */
import type { CheckoutOrderLine } from '../../api/client/checkout';
import { lineName } from '../cart/cartLines';
import { LineTemplatePreview } from '../cart/LineTemplatePreview';
import { SummaryLine } from './SummaryLine';
import { useCheckoutWords } from './useCheckoutWords';

/** Small enough to leave the name and price their room in the summary's 22rem column. */
const SUMMARY_PREVIEW_SIZE = 56;

export default function SummaryLinesDrawn({ lines }: { lines: CheckoutOrderLine[] }) {
  const { t } = useCheckoutWords();
  return (
    <>
      {lines.map((line) => (
        <SummaryLine
          key={line.uuid}
          line={line}
          preview={<LineTemplatePreview line={line} size={SUMMARY_PREVIEW_SIZE} alt={t('summary.preview', { name: lineName(line) })} />}
        />
      ))}
    </>
  );
}
