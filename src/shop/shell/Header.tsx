import { Box, Flex, IconButton, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { CartCounter } from '../cart/CartCounter';
import { useMenuStore } from '../menu/menuStore';
import { useSessionStore, useSignedInUser } from '../session/sessionStore';
import { useSettings } from '../settings/settingsStore';
import { LogoMark, MenuIcon } from '../ui/icons';
import { CATEGORY_OVERVIEW_PATH, FRONT_PAGE_PATH } from '../routes';

const StyledRouterLink = chakra(RouterLink);

/** Site name, cart and menu; red while support staff simulate a customer. */
export function Header() {
  const { t } = useTranslation();
  const { site } = useSettings();
  const simulated = useSessionStore((s) => Boolean(s.session?.user?.isSimulated));
  const openMenu = useMenuStore((s) => s.setOpen);
  // The products need an account: a visitor's way in is the code on the front page.
  const signedIn = Boolean(useSignedInUser());

  return (
    <Box
      as="header"
      data-simulated={simulated || undefined}
      bg={simulated ? 'red.600' : 'white'}
      color={simulated ? 'white' : 'fg'}
      borderBottomWidth="1px"
      borderColor={simulated ? 'red.700' : 'border'}
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Flex maxW="6xl" mx="auto" h="16" px={{ base: '3', md: '6' }} align="center" gap={{ base: '1', md: '2' }}>
        <StyledRouterLink
          to={FRONT_PAGE_PATH}
          display="inline-flex"
          alignItems="center"
          gap="2"
          minH="11"
          pe="2"
          borderRadius="md"
          color={simulated ? 'white' : 'brand.fg'}
        >
          <LogoMark aria-hidden boxSize="8" color={simulated ? 'red.900' : 'brand.fg'} />
          <Text as="span" fontSize="xl" fontWeight="bold" letterSpacing="tight" color={simulated ? 'white' : 'fg'}>
            {site.name}
          </Text>
        </StyledRouterLink>
        <Box flex="1" />
        {signedIn && (
          <StyledRouterLink
            to={CATEGORY_OVERVIEW_PATH}
            display="inline-flex"
            alignItems="center"
            minH="11"
            px="2"
            borderRadius="md"
            fontWeight="semibold"
            color={simulated ? 'white' : 'brand.fg'}
            _hover={{ bg: simulated ? 'whiteAlpha.200' : 'brand.subtle' }}
          >
            {t('header.products')}
          </StyledRouterLink>
        )}
        <CartCounter inverted={simulated} />
        <IconButton
          aria-label={t('header.menu')}
          variant="ghost"
          size="lg"
          color={simulated ? 'white' : 'brand.fg'}
          _hover={{ bg: simulated ? 'whiteAlpha.200' : 'brand.subtle' }}
          onClick={() => openMenu(true)}
        >
          <MenuIcon boxSize="6" />
        </IconButton>
      </Flex>
    </Box>
  );
}
