import { Box, Image, SimpleGrid, Skeleton, chakra, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { Picture } from '../../api/client/pictureSets';
import { ZoomIcon } from '../ui/icons';
import { pictureUrl } from '../pictures/pictureUrl';

/** Spec 3: 2 pictures per row on phones, 3 on small tablets, 4 from medium screens. */
const COLUMNS = { base: 2, sm: 3, md: 4 };

interface PictureGridProps {
  pictures: Picture[];
  onOpen: (picture: Picture) => void;
  columns?: SimpleGridProps['columns'];
  /** Controls laid over a tile's corner (a favourite heart, a pose mark): beside the open button, not inside it. */
  overlay?: (picture: Picture) => ReactNode;
  /** Marks a tile as chosen (a ring around it). */
  isChosen?: (picture: Picture) => boolean;
}

/** A set's pictures as 320 px thumbnails; each opens the full-size view. */
export function PictureGrid({ pictures, onOpen, columns = COLUMNS, overlay, isChosen }: PictureGridProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid as="ul" columns={columns} gap={{ base: '2', md: '4' }} listStyleType="none">
      {pictures.map((picture) => (
        <Box as="li" key={picture.uuid} position="relative" data-testid="picture-tile" data-chosen={isChosen?.(picture) ? 'true' : undefined}>
          <chakra.button
            type="button"
            onClick={() => onOpen(picture)}
            aria-label={t('pictureSets.openPicture', { id: picture.webshopId })}
            display="block"
            w="full"
            position="relative"
            borderRadius="lg"
            overflow="hidden"
            bg="gray.100"
            aspectRatio={3 / 4}
            cursor="zoom-in"
            transition="transform 0.15s, box-shadow 0.15s"
            _hover={{ transform: 'translateY(-2px)', boxShadow: 'md' }}
            className="group"
            outline={isChosen?.(picture) ? '3px solid' : undefined}
            outlineColor="brand.solid"
            outlineOffset="2px"
          >
            <Image
              src={pictureUrl(picture, 320)}
              alt=""
              w="full"
              h="full"
              // Portraits fill the tile; wide group pictures are shown whole rather than cut.
              objectFit={picture.width > picture.height ? 'contain' : 'cover'}
              loading="lazy"
            />
            <Box
              position="absolute"
              bottom="2"
              insetEnd="2"
              bg="blackAlpha.600"
              color="white"
              borderRadius="full"
              p="1.5"
              display="flex"
              aria-hidden
            >
              <ZoomIcon boxSize="4" />
            </Box>
          </chakra.button>
          {overlay?.(picture)}
        </Box>
      ))}
    </SimpleGrid>
  );
}

export function PictureGridSkeleton({ count = 8, columns = COLUMNS }: { count?: number; columns?: SimpleGridProps['columns'] }) {
  return (
    <SimpleGrid columns={columns} gap={{ base: '2', md: '4' }} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} aspectRatio={3 / 4} borderRadius="lg" />
      ))}
    </SimpleGrid>
  );
}
