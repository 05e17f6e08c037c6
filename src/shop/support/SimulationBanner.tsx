import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { stopSimulating } from '../../api/client/support';
import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { toaster } from '../feedback/toaster';
import { errorText } from '../forms/errorText';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';
import { useSessionStore } from '../session/sessionStore';
import { SUPPORT_PATH } from '../routes';

/** Support staff acting as a customer must never forget it: a red bar naming the customer. */
export function SimulationBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.session?.user);
  const [stopping, setStopping] = useState(false);
  if (!user?.isSimulated) return null;

  const stop = async () => {
    setStopping(true);
    try {
      await stopSimulating();
      usePictureSetsStore.getState().clear();
      await Promise.all([useSessionStore.getState().refresh(), useCartSummaryStore.getState().refresh()]);
      navigate(SUPPORT_PATH);
    } catch (err) {
      toaster.create({ type: 'error', title: errorText(err, t('common.networkError')) });
    } finally {
      setStopping(false);
    }
  };

  return (
    <Flex
      role="region"
      aria-label={t('simulation.label')}
      bg="red.700"
      color="white"
      px="4"
      py="2"
      gap="3"
      align="center"
      justify="center"
      flexWrap="wrap"
      textAlign="center"
    >
      <Text fontWeight="semibold">{t('simulation.banner', { name: user.name || user.emailAddress, email: user.emailAddress })}</Text>
      <Button size="sm" minH="11" variant="solid" bg="white" color="red.700" _hover={{ bg: 'red.50' }} loading={stopping} onClick={stop}>
        {t('simulation.stop')}
      </Button>
    </Flex>
  );
}
