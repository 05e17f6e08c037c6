/**
 * Download of a bought digital picture (spec 3 §2 'pictureset.download.file' and
 * '.file.background'). A plain protected link to the original; a green-screen picture first asks
 * for the background: the original, transparent (a PNG with alpha) or one of the backgrounds.
 * Shows nothing for a picture that is not bought (the server would answer 404).
 *
 * Props: `picture` (a picture of the customer's set, with `bought` and `greenscreen`) and
 * optionally `backgrounds` (those of get_image_backgrounds.php; fetched on opening when left out).
 */
import { Box, Button, Field, HStack, Image, NativeSelect, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { digitalDownloadHref, getPictureBackgrounds, type Background } from '../../api/client/digital';
import type { Picture } from '../../api/client/pictureSets';
import { ShopDialog } from '../dialogs/ShopDialog';
import { useDigitalTexts } from './i18n';

export interface DownloadButtonProps {
  picture: Pick<Picture, 'uuid' | 'webshopId' | 'bought' | 'greenscreen' | 'src' | 'foregroundSrc' | 'width' | 'height'>;
  backgrounds?: Background[];
  size?: 'xs' | 'sm' | 'md';
}

const ORIGINAL = '';
const TRANSPARENT = 'transparent';

export function DownloadButton({ picture, backgrounds, size = 'sm' }: DownloadButtonProps) {
  const { t } = useDigitalTexts();
  const [open, setOpen] = useState(false);
  if (!picture.bought) return null;
  if (!picture.greenscreen) {
    return (
      <Button asChild size={size} minH="11" colorPalette="brand" variant="outline" data-testid="digital-download">
        <a href={digitalDownloadHref(picture.uuid)} download>
          {t('download.button')}
        </a>
      </Button>
    );
  }
  return (
    <>
      <Button size={size} minH="11" colorPalette="brand" variant="outline" onClick={() => setOpen(true)} data-testid="digital-download">
        {t('download.button')}
      </Button>
      <ShopDialog open={open} onClose={() => setOpen(false)} title={t('download.title')} size="sm">
        {open ? <BackgroundChoice picture={picture} backgrounds={backgrounds} onDone={() => setOpen(false)} /> : null}
      </ShopDialog>
    </>
  );
}

function BackgroundChoice({ picture, backgrounds, onDone }: { picture: DownloadButtonProps['picture']; backgrounds?: Background[]; onDone: () => void }) {
  const { t } = useDigitalTexts();
  const [loaded, setLoaded] = useState<Background[] | null>(backgrounds ?? null);
  const [choice, setChoice] = useState(ORIGINAL);
  useEffect(() => {
    if (backgrounds) return;
    let current = true;
    // Without the list the original and transparent still work: a failed load only leaves them.
    getPictureBackgrounds(picture.uuid).then(
      (answer) => current && setLoaded(answer.backgrounds),
      () => current && setLoaded([]),
    );
    return () => {
      current = false;
    };
  }, [backgrounds, picture.uuid]);
  const chosen = loaded?.find((b) => b.uuid === choice);
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>{t('download.background')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={choice} onChange={(e) => setChoice(e.currentTarget.value)} data-testid="download-background">
            <option value={ORIGINAL}>{t('download.original')}</option>
            <option value={TRANSPARENT}>{t('download.transparent')}</option>
            {(loaded ?? []).map((b) => (
              <option key={b.uuid} value={b.uuid}>
                {b.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Preview picture={picture} background={chosen ?? null} transparent={choice === TRANSPARENT} />
      <HStack justify="flex-end">
        <Button asChild colorPalette="brand" onClick={onDone}>
          <a href={digitalDownloadHref(picture.uuid, choice || null)} download data-testid="download-start">
            {t('download.start')}
          </a>
        </Button>
      </HStack>
    </Stack>
  );
}

/** What the file will look like: the original, or the cut-out person over the chosen background or a checkerboard. */
function Preview({ picture, background, transparent }: { picture: DownloadButtonProps['picture']; background: Background | null; transparent: boolean }) {
  const layered = (background || transparent) && picture.foregroundSrc;
  const checkerboard = 'repeating-conic-gradient(#e2e8f0 0% 25%, #ffffff 0% 50%) 50% / 20px 20px';
  return (
    <Box position="relative" borderRadius="md" overflow="hidden" alignSelf="center" w="full" maxW="15rem" aspectRatio={picture.width / picture.height} bg="gray.100" css={transparent ? { background: checkerboard } : undefined} data-testid="download-preview">
      {background ? <Image src={background.src.replaceAll('{size}', '320')} alt="" position="absolute" inset="0" w="full" h="full" objectFit="cover" /> : null}
      <Image
        src={(layered ? picture.foregroundSrc! : picture.src).replaceAll('{size}', '320').replaceAll('{effect}', 'original')}
        alt=""
        position="absolute"
        inset="0"
        w="full"
        h="full"
        objectFit="cover"
      />
    </Box>
  );
}
