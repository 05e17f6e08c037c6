import { Box, Button, Text } from '@chakra-ui/react';
import type { Picture } from '../../api/client/pictureSets';
import { ShopDialog } from '../dialogs/ShopDialog';
import { usePicturesTexts } from './i18n';

/** Spec 3 'Retouch service dialog': the retouch tasks chosen for one picture, or that none are. */
export function RetouchServiceDialog({ picture, onClose }: { picture: Picture | null; onClose: () => void }) {
  const { t } = usePicturesTexts();
  const tasks = picture?.userRetouchTasks ?? [];
  return (
    <ShopDialog
      open={picture !== null}
      onClose={onClose}
      size="sm"
      title={t('retouch.title')}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t('retouch.close')}
        </Button>
      }
    >
      {picture?.userBoughtRetouch && (
        <Text mb="2" data-testid="retouch-bought">
          {t('retouch.bought')}
        </Text>
      )}
      {tasks.length === 0 ? (
        <Text>{t('retouch.none')}</Text>
      ) : (
        <Box as="ul" ps="5" listStyleType="disc" data-testid="retouch-tasks">
          {tasks.map((task) => (
            <Box as="li" key={task.uuid} py="0.5">
              {task.name}
            </Box>
          ))}
        </Box>
      )}
    </ShopDialog>
  );
}
