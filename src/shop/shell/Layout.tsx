import { Box, chakra } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { Outlet } from 'react-router-dom';
import { FreeDeliveryBanner } from '../cart/FreeDeliveryBanner';
import { SimulationBanner } from '../support/SimulationBanner';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { ShellDialogs } from './ShellDialogs';
import { Suspended } from '../ui/Suspended';

/** Every screen's frame: banners, header, the screen itself, and the shell's shared dialogs. */
export function Layout() {
  const { t } = useTranslation();
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <chakra.a
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: '2', top: '2', zIndex: 'skipLink', bg: 'white', p: '3', borderRadius: 'md', boxShadow: 'md' }}
      >
        {t('common.skipToContent')}
      </chakra.a>
      <SimulationBanner />
      <Header />
      <FreeDeliveryBanner />
      <Box as="main" id="main" flex="1" display="flex" flexDirection="column" tabIndex={-1} _focus={{ outline: 'none' }}>
        {/* Screens other than the front page load lazily; the header and banners stay put meanwhile. */}
        <Suspended>
          <Outlet />
        </Suspended>
      </Box>
      <ScrollToTop />
      <ShellDialogs />
    </Box>
  );
}
