/**
 * An order line's own drawing wherever the line is listed (cart, checkout summary, receipt, the
 * account's orders): drawn on the server by the engine from the template version the line was
 * made with and the pictures, texts and year stored on it. A package line shows its first
 * template item.
 */
import { Box, Image } from '@chakra-ui/react';
import { lineDrawingUrl, storedPreviewPath, type LineDrawingBox } from '../../api/contract/drawings';
import { DrawnImage } from '../drawings/DrawnImage';
import { previewSource, type CartLine } from './cartLines';

/** The drawing boxes lists use, in CSS px; the 2x drawing is twice as wide. */
export type LinePreviewSize = 56 | 64 | 96;

/**
 * `priority`: the page's first line, whose drawing is the page's largest paint (the cart's): asked
 * for at once and first, and preloaded from the page's head (ssr/lcpImage), not when layout finds it.
 */
export function LineTemplatePreview({
  line,
  alt,
  size,
  priority = false,
}: {
  line: Pick<CartLine, 'uuid' | 'template' | 'templateData' | 'package'>;
  alt: string;
  size: LinePreviewSize;
  priority?: boolean;
}) {
  const source = previewSource(line);
  if (!source) return null;
  const inputs = { template: { uuid: source.template.uuid, version: source.template.version }, templateData: source.templateData };
  const at = (box: LineDrawingBox) => lineDrawingUrl(line.uuid, inputs, box);
  const double = (size * 2) as LineDrawingBox;
  return (
    <Box w={`${size}px`} h={`${size}px`} flexShrink={0} display="flex" alignItems="center" justifyContent="center" data-testid="line-preview">
      <DrawnImage
        src={at(size)}
        srcSet={`${at(size)} 1x, ${at(double)} 2x`}
        fallback={<Image src={storedPreviewPath(source.template)} alt={alt} w={`${size}px`} h={`${size}px`} objectFit="contain" data-drawing="failed" />}
        alt={alt}
        w={`${size}px`}
        h={`${size}px`}
        objectFit="contain"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </Box>
  );
}
