/**
 * The text view's sub-toolbars (spec 2 §2.8): align, size, font and colour. Each changes the
 * draft at once, so the canvas shows the choice; the view's Cancel and Done decide whether it stays.
 */
import { Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { Slider } from '../../../chakra';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { FONT_FAMILIES, HORIZONTAL_ALIGNS, type FontFamily, type HorizontalAlign } from '../../../engine/model';
import { useRenderAssets } from '../../../engine/react';
import { AlignCenterIcon, AlignLeftIcon, AlignRightIcon } from './icons';
import {
  chooseFontFamily,
  chooseFontSize,
  clampFontSize,
  FONT_SIZE_DEBOUNCE_MS,
  FONT_SIZE_MAX_POINTS,
  FONT_SIZE_MIN_POINTS,
  paletteFor,
  sameColor,
  shownFontSize,
} from './textRules';
import { useFontLoader, useTextMeasure } from './useTextMeasure';
import type { EditedText } from './useTextSlot';

const ALIGN_ICONS: Record<HorizontalAlign, typeof AlignLeftIcon> = { left: AlignLeftIcon, center: AlignCenterIcon, right: AlignRightIcon };

export function AlignToolbar({ text }: { text: EditedText }) {
  const { t } = useTranslation('editor');
  return (
    <HStack gap="3" role="radiogroup" aria-label={t('text.align')} py="1">
      {HORIZONTAL_ALIGNS.map((align) => {
        const Icon = ALIGN_ICONS[align];
        const chosen = text.style.horizontalAlign === align;
        return (
          <IconButton
            key={align}
            role="radio"
            aria-checked={chosen}
            aria-label={t(`text.alignments.${align}`)}
            size="lg"
            variant={chosen ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() => text.update({ ...text.resource, overrideHorizontalAlign: align })}
          >
            <Icon />
          </IconButton>
        );
      })}
    </HStack>
  );
}

/**
 * The size slider: a value is tried once the slider has rested 200 ms (spec 2 §9) and refused
 * when the text would overflow at it; the slider then goes back to the last accepted size.
 */
export function SizeToolbar({ text }: { text: EditedText }) {
  const { t } = useTranslation('editor');
  const measure = useTextMeasure(text.style);
  const [accepted, setAccepted] = useState<number | null>(null);
  const [value, setValue] = useState<number | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [refused, setRefused] = useState(false);
  const shown = measure ? shownFontSize(text.slot, text.resource, measure) : null;
  const lastAccepted = accepted ?? shown;
  const sliderValue = value ?? lastAccepted;

  useEffect(() => {
    if (pending === null || measure === null || lastAccepted === null) return;
    const timer = setTimeout(() => {
      setPending(null);
      const decision = chooseFontSize(text.slot, text.resource, pending, lastAccepted, measure);
      if (decision.accepted) {
        setAccepted(clampFontSize(pending));
        setRefused(false);
        text.update(decision.resource);
      } else {
        setValue(decision.size);
        setRefused(true);
      }
    }, FONT_SIZE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, measure, lastAccepted, text]);

  if (sliderValue === null) return <Box h="16" aria-busy />;
  return (
    <Box py="1">
      <Slider.Root
        min={FONT_SIZE_MIN_POINTS}
        max={FONT_SIZE_MAX_POINTS}
        step={1}
        value={[sliderValue]}
        onValueChange={(details) => {
          setValue(details.value[0]);
          setPending(details.value[0]);
        }}
        colorPalette="brand"
      >
        <HStack justify="space-between">
          <Slider.Label>{t('text.size')}</Slider.Label>
          <Slider.ValueText>{t('text.points', { size: sliderValue })}</Slider.ValueText>
        </HStack>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <Text fontSize="sm" color={refused ? 'fg.error' : 'fg.muted'} mt="1" aria-live="polite">
        {refused ? t('text.sizeRefused') : t('text.sizeHint', { min: FONT_SIZE_MIN_POINTS, max: FONT_SIZE_MAX_POINTS })}
      </Text>
    </Box>
  );
}

export function FontToolbar({ text }: { text: EditedText }) {
  const { t } = useTranslation('editor');
  const assets = useRenderAssets();
  const loadMeasurer = useFontLoader();
  const [busy, setBusy] = useState<FontFamily | null>(null);

  // The list shows each family in its own face, so all of them are fetched when it opens.
  useEffect(() => {
    for (const family of FONT_FAMILIES) assets.loadFont(family, 400).catch(() => undefined);
  }, [assets]);

  const choose = async (family: FontFamily) => {
    setBusy(family);
    try {
      const measure = await loadMeasurer(family, text.style);
      text.update(chooseFontFamily(text.slot, text.resource, family, measure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <HStack role="radiogroup" aria-label={t('text.font')} gap="2" overflowX="auto" py="1" mx="-4" px="4" scrollSnapType="x proximity">
      {FONT_FAMILIES.map((family) => {
        const chosen = text.style.family === family;
        return (
          <Button
            key={family}
            role="radio"
            aria-checked={chosen}
            flex="none"
            size="lg"
            variant={chosen ? 'solid' : 'outline'}
            colorPalette="brand"
            loading={busy === family}
            onClick={() => void choose(family)}
            fontFamily={`"${family}", sans-serif`}
            fontWeight="normal"
            scrollSnapAlign="start"
          >
            {family}
          </Button>
        );
      })}
    </HStack>
  );
}

export function ColorToolbar({ text, templateColor }: { text: EditedText; templateColor: string }) {
  const { t } = useTranslation('editor');
  return (
    <HStack role="radiogroup" aria-label={t('text.color')} gap="3" overflowX="auto" py="2" mx="-4" px="4">
      {paletteFor(templateColor).map((color) => {
        const chosen = sameColor(text.style.color, color);
        return (
          <Box
            as="button"
            key={color}
            role="radio"
            aria-checked={chosen}
            aria-label={t('text.colorName', { color: color.toUpperCase() })}
            title={color.toUpperCase()}
            flex="none"
            boxSize="11"
            borderRadius="full"
            bg={color}
            borderWidth="1px"
            borderColor="border.emphasized"
            outline={chosen ? '3px solid' : undefined}
            outlineColor={chosen ? 'brand.solid' : undefined}
            outlineOffset="2px"
            cursor="pointer"
            onClick={() => text.update({ ...text.resource, overrideColor: color })}
          />
        );
      })}
    </HStack>
  );
}
