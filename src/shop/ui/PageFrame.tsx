/**
 * A screen's frame: the page container and the level of its title. A screen shown on its own
 * gets both; shown inside a layout that has them already (the account area's menu layout, with
 * its 'My account' title), it fills the layout's column and titles itself one level down.
 */
import { Container, Stack, type HeadingProps } from '@chakra-ui/react';
import { createContext, use, type ReactNode } from 'react';

const InLayout = createContext(false);

/** Wraps a layout's outlet: the screens below are framed by it. */
export function FramedByLayout({ children }: { children: ReactNode }) {
  return <InLayout value={true}>{children}</InLayout>;
}

export function PageFrame({ maxW, children }: { maxW: '5xl' | '6xl'; children: ReactNode }) {
  if (use(InLayout)) return <Stack gap="6">{children}</Stack>;
  return (
    <Container maxW={maxW} py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {children}
    </Container>
  );
}

/** The screen title's element and size: the page's h1, or a section title inside a layout. */
export function usePageTitle(): Pick<HeadingProps, 'as' | 'size'> {
  return use(InLayout) ? { as: 'h2', size: { base: 'lg', md: 'xl' } } : { as: 'h1', size: { base: '2xl', md: '3xl' } };
}
