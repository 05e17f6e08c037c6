/**
 * The frame of a menu view: a heading, the view's content and its buttons at the bottom. It
 * fills the region the editor gives the view (the toolbox area, or the whole editor below the
 * top bar for preview and buy) and scrolls its content, never its buttons.
 */
import { Box, Flex, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface ViewPanelProps {
  title: ReactNode;
  /** Shown at the heading's end (a count, a small action). */
  aside?: ReactNode;
  children: ReactNode;
  /** The view's buttons: Cancel first, the main action last. */
  footer?: ReactNode;
  /** Gaps around the content; 0 for content that scrolls sideways to the edges. */
  contentPx?: string;
  testId?: string;
}

export function ViewPanel({ title, aside, children, footer, contentPx = '4', testId }: ViewPanelProps) {
  const headingId = useId();
  return (
    <Flex as="section" aria-labelledby={headingId} direction="column" h="full" minH="0" bg="bg" data-testid={testId}>
      <Flex align="center" justify="space-between" gap="2" px="4" pt="3" pb="2">
        <Heading id={headingId} as="h2" size="md" lineHeight="short">
          {title}
        </Heading>
        {aside}
      </Flex>
      <Box flex="1" minH="0" overflowY="auto" px={contentPx} pb="2">
        {children}
      </Box>
      {footer ? (
        <Flex gap="3" px="4" py="3" borderTopWidth="1px" justify="space-between" align="center" flexWrap="wrap">
          {footer}
        </Flex>
      ) : null}
    </Flex>
  );
}
