import { Box, Button, Heading, HStack, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n';
import type { PageModule } from '../../../api/client/settings';
import { useLocalized } from '../../i18n/localized';
import { ChevronDownIcon } from '../../ui/icons';
import { ContentLink } from './ContentLink';

type Slider = Extract<PageModule, { type: 'Slider' }>;

/** Spec 3 §9: slider defaults. */
export const SLIDER_DEFAULT_SECONDS = 5;
export const SLIDER_FADE_MS = 500;
export const SLIDER_SWIPE_THRESHOLD_PX = 20;

/**
 * Slides that fade into each other, advance on their own every `duration` seconds and loop.
 * Once the customer takes over (swipe, arrows, dots) the slider stops moving by itself.
 */
export function SliderModule({ module }: { module: Slider }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const slides = module.slides;
  const count = slides.length;
  const seconds = module.duration ?? SLIDER_DEFAULT_SECONDS;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), seconds * 1000);
    return () => clearInterval(timer);
  }, [paused, count, seconds]);

  if (count === 0) return null;

  const show = (next: number) => {
    setPaused(true);
    setIndex(((next % count) + count) % count);
  };

  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = e.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SLIDER_SWIPE_THRESHOLD_PX) show(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <Box
      as="section"
      role="region"
      aria-roledescription={t('legacy.carousel')}
      aria-label={t('legacy.slides')}
      position="relative"
      height={{ base: '72', md: '96' }}
      borderRadius={{ base: 'none', md: '2xl' }}
      overflow="hidden"
      bg="brand.900"
      touchAction="pan-y"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
      // Keyboard users reaching a slide's button must not have it fade away under them.
      onFocus={() => setPaused(true)}
      data-testid="legacy-slider"
      data-active-slide={index}
    >
      {slides.map((slide, i) => {
        const active = i === index;
        return (
          <Box
            key={i}
            aria-roledescription={t('legacy.slide')}
            aria-label={t('legacy.slideOf', { index: i + 1, count })}
            aria-hidden={!active}
            inert={!active}
            position="absolute"
            inset="0"
            opacity={active ? 1 : 0}
            transition={`opacity ${SLIDER_FADE_MS}ms ease-in-out`}
            bgImage={slide.background ? `url("${slide.background}")` : undefined}
            bgSize="cover"
            bgPos="center"
            display="flex"
            alignItems="flex-end"
          >
            <Stack
              gap="3"
              w="full"
              p={{ base: '5', md: '10' }}
              pb={count > 1 ? '14' : { base: '5', md: '10' }}
              color="white"
              bgGradient="to-t"
              gradientFrom="blackAlpha.800"
              gradientVia="blackAlpha.500"
              gradientTo="transparent"
            >
              <Heading as="h2" size={{ base: 'xl', md: '3xl' }}>
                {localized(slide.title)}
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }} whiteSpace="pre-line">
                {localized(slide.text)}
              </Text>
              {slide.button && (
                <Button asChild colorPalette="brand" alignSelf="flex-start">
                  <ContentLink href={slide.button.link}>{localized(slide.button.text)}</ContentLink>
                </Button>
              )}
            </Stack>
          </Box>
        );
      })}

      {count > 1 && (
        // Arrows and dots share one bar under the text, so they never cover it on a phone.
        <HStack position="absolute" bottom="1" left="50%" transform="translateX(-50%)" gap="0">
          <IconButton
            aria-label={t('legacy.previousSlide')}
            variant="ghost"
            color="white"
            borderRadius="full"
            _hover={{ bg: 'whiteAlpha.300' }}
            onClick={() => show(index - 1)}
          >
            <ChevronDownIcon boxSize="6" transform="rotate(90deg)" />
          </IconButton>
          {slides.map((_, i) => (
            <chakra.button
              key={i}
              type="button"
              aria-label={t('legacy.showSlide', { index: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
              boxSize="11"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
            >
              <Box as="span" boxSize="2.5" borderRadius="full" bg={i === index ? 'white' : 'whiteAlpha.600'} transition="background 0.2s" />
            </chakra.button>
          ))}
          <IconButton
            aria-label={t('legacy.nextSlide')}
            variant="ghost"
            color="white"
            borderRadius="full"
            _hover={{ bg: 'whiteAlpha.300' }}
            onClick={() => show(index + 1)}
          >
            <ChevronDownIcon boxSize="6" transform="rotate(-90deg)" />
          </IconButton>
        </HStack>
      )}
    </Box>
  );
}
