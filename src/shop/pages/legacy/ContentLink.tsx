import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

const StyledRouterLink = chakra(RouterLink);

/**
 * A link written by the shop owner: shop paths stay in the app, other addresses are ordinary
 * links (in a new tab when asked).
 */
export function ContentLink({ href, newWindow, ...rest }: { href: string; newWindow?: boolean } & HTMLChakraProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//') && !newWindow) return <StyledRouterLink to={href} {...rest} />;
  return <chakra.a href={href} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
}
