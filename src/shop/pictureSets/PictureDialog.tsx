import { Button, Image, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { Picture } from '../../api/client/pictureSets';
import { ShopDialog } from '../dialogs/ShopDialog';
import { pictureUrl } from '../pictures/pictureUrl';

/** One picture at full size (800 px); `actions` (e.g. Mark as favorite) sit before Close. */
export function PictureDialog({ picture, onClose, actions }: { picture: Picture | null; onClose: () => void; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ShopDialog
      open={picture !== null}
      onClose={onClose}
      size="xl"
      title={picture ? t('pictureSets.pictureTitle', { id: picture.webshopId }) : ''}
      footer={
        <>
          {actions}
          <Button colorPalette="brand" variant={actions ? 'outline' : 'solid'} onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {picture && (
        <>
          <Image
            src={pictureUrl(picture, 800)}
            alt={t('pictureSets.pictureAlt', { id: picture.webshopId })}
            mx="auto"
            maxH={{ base: '70vh', md: '60vh' }}
            objectFit="contain"
            borderRadius="md"
            bg="gray.100"
            aspectRatio={picture.width && picture.height ? picture.width / picture.height : undefined}
          />
          <Text mt="2" fontSize="sm" color="fg.muted" textAlign="center">
            {t(`pictureSets.type.${picture.pictureType}`)}
          </Text>
        </>
      )}
    </ShopDialog>
  );
}
