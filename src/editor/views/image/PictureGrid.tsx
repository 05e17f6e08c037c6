/**
 * The image view's grids (spec 2 §2.6, §9): 2 columns on phones, 3 from sm, 4 from md, of
 * square tiles showing 320 px pictures. A tile is a button; its marks (chosen, used elsewhere,
 * not allowed) are in its name for screen readers as well as on the picture.
 */
import { Badge, Box, chakra, Grid, Image, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export const GRID_COLUMNS = { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' };

export function TileGrid({ label, children, busy }: { label: string; children: ReactNode; busy?: boolean }) {
  return (
    <Grid as="ul" listStyleType="none" templateColumns={GRID_COLUMNS} gap="2" aria-label={label} aria-busy={busy}>
      {children}
    </Grid>
  );
}

export interface TileProps {
  /** The tile's accessible name, marks included. */
  label: string;
  /** The picture's URL; none for a tile that only has a caption ('No background'). */
  src?: string;
  selected: boolean;
  /** Greyed out, with this caption on the picture ('Not allowed picture'). */
  refusedCaption?: string;
  /** A badge in the corner ('Used'). */
  badge?: string;
  /** Shown instead of a picture, or under it. */
  caption?: string;
  busy?: boolean;
  onClick: () => void;
  testId?: string;
}

export function Tile({ label, src, selected, refusedCaption, badge, caption, busy, onClick, testId }: TileProps) {
  return (
    <Box as="li" minW="0">
      <chakra.button
        type="button"
        position="relative"
        display="block"
        w="full"
        aspectRatio="1"
        overflow="hidden"
        borderRadius="md"
        borderWidth="3px"
        borderColor={selected ? 'brand.solid' : 'transparent'}
        bg="bg.muted"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        aria-label={label}
        aria-current={selected || undefined}
        aria-busy={busy}
        data-testid={testId}
        onClick={onClick}
      >
        {src ? (
          <Image
            src={src}
            alt=""
            loading="lazy"
            decoding="async"
            draggable={false}
            w="full"
            h="full"
            objectFit="cover"
            filter={refusedCaption ? 'grayscale(1)' : undefined}
            opacity={refusedCaption ? 0.45 : 1}
          />
        ) : null}
        {caption ? (
          <Text
            position="absolute"
            insetX="0"
            bottom="0"
            px="1"
            py="0.5"
            fontSize="xs"
            textAlign="center"
            lineClamp="2"
            bg={src ? 'blackAlpha.600' : undefined}
            color={src ? 'white' : 'fg'}
            top={src ? undefined : '0'}
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            {caption}
          </Text>
        ) : null}
        {refusedCaption ? (
          <Text position="absolute" insetX="0" bottom="0" px="1" py="0.5" fontSize="xs" bg="blackAlpha.700" color="white" lineClamp="2" aria-hidden>
            {refusedCaption}
          </Text>
        ) : null}
        {badge ? (
          <Badge position="absolute" top="1" left="1" size="sm" colorPalette="gray" variant="solid" aria-hidden>
            {badge}
          </Badge>
        ) : null}
        {busy ? (
          <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" bg="blackAlpha.300">
            <Spinner color="white" />
          </Box>
        ) : null}
      </chakra.button>
    </Box>
  );
}
