/**
 * The picture an upsell pop-up shows: one of the customer's own photos from the current picture
 * set, which is what the catalogue prints and the digital files hold. Nothing while the sets are
 * unknown or the set has no pictures (the text carries the offer).
 */
import { Image } from '@chakra-ui/react';
import { useEffect } from 'react';
import { pictureUrl } from '../pictures/pictureUrl';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';
import { useSessionStore } from '../session/sessionStore';

export function OfferPicture({ alt }: { alt: string }) {
  const sets = usePictureSetsStore((s) => s.pictureSets);
  const currentUuid = useSessionStore((s) => s.session?.currentPictureSetUuid ?? null);
  useEffect(() => {
    if (sets === null) usePictureSetsStore.getState().refresh().catch((err: unknown) => console.warn('Could not list the picture sets for the offer', err));
  }, [sets]);
  const set = sets?.find((s) => s.uuid === currentUuid) ?? sets?.[0];
  const picture = set?.pictures[0];
  if (!picture) return null;
  return <Image src={pictureUrl(picture, 320)} alt={alt} h="40" w="auto" maxW="full" mx="auto" objectFit="contain" borderRadius="md" bg="bg.muted" data-testid="upsell-picture" />;
}
