/**
 * What an order prints: one file per personalised template (a template line, or a template item
 * of a package line), named by its line's position so a lab reads them in the receipt's order.
 * Pure: the caller loads the lines.
 */
import type { CartTemplateData } from '../../../api/contract/cart';
import type { OrderLineRow } from '../orders/orderStore';

export interface PrintItem {
  lineUuid: string;
  /** 1-based position of the line on the receipt. */
  lineNumber: number;
  /** 1-based item of a package line; null for a template line. */
  itemNumber: number | null;
  productUuid: string;
  template: { uuid: string; version: number };
  data: CartTemplateData;
  quantity: number;
  subProductUuids: string[];
  /** The file's name in the order's folder. */
  file: string;
}

const two = (n: number) => String(n).padStart(2, '0');

export const printFileName = (lineNumber: number, itemNumber: number | null): string =>
  itemNumber === null ? `line-${two(lineNumber)}.pdf` : `line-${two(lineNumber)}-item-${itemNumber}.pdf`;

export function printItemsOf(lines: readonly OrderLineRow[]): PrintItem[] {
  return lines.flatMap((line): PrintItem[] => {
    const lineNumber = line.position + 1;
    if (line.type !== 0) return [];
    if (line.templateUuid && line.templateVersion && line.templateData && line.productUuid) {
      return [
        {
          lineUuid: line.uuid,
          lineNumber,
          itemNumber: null,
          productUuid: line.productUuid,
          template: { uuid: line.templateUuid, version: line.templateVersion },
          data: line.templateData,
          quantity: line.quantity,
          subProductUuids: line.subProductUuids,
          file: printFileName(lineNumber, null),
        },
      ];
    }
    return (line.packageData?.items ?? []).flatMap((item, index): PrintItem[] =>
      item.kind === 'template' && item.template && item.templateData && item.productUuid
        ? [
            {
              lineUuid: line.uuid,
              lineNumber,
              itemNumber: index + 1,
              productUuid: item.productUuid,
              template: { uuid: item.template.uuid, version: item.template.version },
              data: item.templateData,
              quantity: line.quantity,
              subProductUuids: [],
              file: printFileName(lineNumber, index + 1),
            },
          ]
        : [],
    );
  });
}

/** Every picture and background the items draw, for loading them once. */
export function picturesOfItems(items: readonly PrintItem[]): { pictures: string[]; backgrounds: string[] } {
  const images = items.flatMap((item) => Object.values(item.data.userResources.images));
  return {
    pictures: [...new Set(images.map((i) => i.pictureUuid.toLowerCase()))],
    backgrounds: [...new Set(images.flatMap((i) => (i.background ? [i.background.uuid.toLowerCase()] : [])))],
  };
}
