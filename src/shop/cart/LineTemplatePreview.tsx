/**
 * An order line's own drawing, by the engine, wherever the line is listed (cart, checkout
 * summary, receipt, the account's orders): the template version the line was made with and the
 * pictures, texts and year stored on the line. A package line shows its first template item.
 */
import { Box, Skeleton } from '@chakra-ui/react';
import { useMemo } from 'react';
import { TemplateThumbnail } from '../../engine/react';
import { currentLanguage } from '../i18n/i18n';
import { previewKey, previewSource, type CartLine } from './cartLines';
import type { CartPreviews } from './useCartPreviews';

export function LineTemplatePreview({ line, previews, alt, size }: { line: CartLine; previews: CartPreviews; alt: string; size: number }) {
  const source = previewSource(line);
  const template = source ? previews.templates.get(previewKey(source.template)) : undefined;
  const { readResources } = previews;
  const stored = source?.templateData;
  // The server stored what the engine reads; a line it cannot read simply has no preview.
  const resources = useMemo(() => (stored && readResources ? readResources(stored.userResources) : undefined), [stored, readResources]);
  const box = { w: `${size}px`, h: `${size}px`, flexShrink: 0 } as const;
  if (!stored || !source || (readResources && !resources)) return null;
  if (!template || !resources || !previews.picturesKnown) return <Skeleton {...box} borderRadius="md" />;
  return (
    <Box {...box} display="flex" alignItems="center" justifyContent="center" data-testid="line-preview">
      <TemplateThumbnail template={template} resources={resources} year={stored.year} lang={stored.lang ?? currentLanguage()} width={size} height={size} alt={alt} />
    </Box>
  );
}
