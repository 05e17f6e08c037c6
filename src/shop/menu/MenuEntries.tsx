import { Box, chakra, type SystemStyleObject } from '@chakra-ui/react';
import { Collapsible } from '../../chakra';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronDownIcon, ExternalIcon } from '../ui/icons';
import { useMenuStore } from './menuStore';

/** Every row of the menu: a full-width touch target of at least 44 px. */
const row: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  width: '100%',
  minHeight: '11',
  px: '3',
  py: '2',
  borderRadius: 'md',
  textAlign: 'start',
  fontSize: 'md',
  color: 'fg',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'brand.subtle', textDecoration: 'none' },
  '&[aria-current=page]': { fontWeight: 'semibold', color: 'brand.fg', bg: 'brand.subtle' },
};

const StyledRouterLink = chakra(RouterLink);

/** An internal route; closing the menu is part of following it. */
export function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  const close = () => useMenuStore.getState().setOpen(false);
  return (
    <StyledRouterLink to={to} css={row} onClick={close}>
      {children}
    </StyledRouterLink>
  );
}

export function MenuExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <chakra.a href={href} target="_blank" rel="noopener noreferrer" css={row}>
      {children}
      <ExternalIcon aria-hidden boxSize="4" color="fg.muted" />
    </chakra.a>
  );
}

export function MenuButton({ onClick, children, pressed }: { onClick: () => void; children: ReactNode; pressed?: boolean }) {
  return (
    <chakra.button type="button" css={row} onClick={onClick} aria-pressed={pressed}>
      {children}
    </chakra.button>
  );
}

/** A titled group that expands and collapses (menu items of kind 'parent'). */
export function MenuGroup({ title, children, defaultOpen }: { title: ReactNode; children: ReactNode; defaultOpen?: boolean }) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen}>
      <Collapsible.Trigger css={row} justifyContent="space-between">
        {title}
        <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
          <ChevronDownIcon aria-hidden boxSize="5" />
        </Collapsible.Indicator>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box ps="4" display="flex" flexDirection="column" gap="0.5">
          {children}
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** Menu items of kind 'spacer': breathing room that separates blocks of the shop owner's items. */
export const MenuSpacer = () => <Box role="separator" aria-orientation="horizontal" height="4" />;
