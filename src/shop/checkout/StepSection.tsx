import { Box, Button, Circle, Flex, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { stepState, type CheckoutStep } from '../../domain/checkout';
import { useCheckoutStore } from './checkoutStore';
import { useCheckoutWords } from './useCheckoutWords';

/**
 * One checkout step: the current one shows its form; a completed one its summary with an Edit
 * button that returns to it; a later one only a disabled, inactive heading (spec 1 §2).
 */
export function StepSection({ step, number, title, summary, children }: { step: CheckoutStep; number: number; title: string; summary: ReactNode; children: ReactNode }) {
  const { t } = useCheckoutWords();
  const current = useCheckoutStore((s) => s.currentStep);
  const editStep = useCheckoutStore((s) => s.editStep);
  const busy = useCheckoutStore((s) => s.isWorking || s.isCreatingTransaction);
  const state = stepState(step, current);
  const headingId = `checkout-step-${number}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(state === 'current');

  // A step that opens after the page loaded is brought into view and its heading focused, so a
  // phone user sees what comes next and a screen reader says where they are.
  useEffect(() => {
    if (state !== 'current') {
      opened.current = false;
      return;
    }
    if (opened.current) return;
    opened.current = true;
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [state]);

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      aria-current={state === 'current' ? 'step' : undefined}
      data-testid={`step-${step}`}
      data-state={state}
      borderWidth="1px"
      borderRadius="xl"
      bg={state === 'closed' ? 'bg.subtle' : 'bg.panel'}
      borderColor={state === 'current' ? 'brand.muted' : 'border'}
      p={{ base: '4', md: '5' }}
    >
      <Flex align="center" gap="3">
        <Circle size="8" bg={state === 'closed' ? 'gray.200' : 'brand.solid'} color={state === 'closed' ? 'fg.muted' : 'brand.contrast'} fontWeight="bold" aria-hidden>
          {number}
        </Circle>
        <Heading as="h2" id={headingId} ref={heading} tabIndex={-1} scrollMarginTop="20" outline="none" size="lg" flex="1" color={state === 'closed' ? 'fg.subtle' : undefined} aria-disabled={state === 'closed' || undefined}>
          {title}
        </Heading>
        {state === 'done' && (
          <Button size="sm" minH="11" variant="outline" colorPalette="brand" disabled={busy} aria-label={t('steps.editStep', { step: title })} onClick={() => editStep(step)}>
            {t('steps.edit')}
          </Button>
        )}
      </Flex>
      {state === 'done' && (
        <Stack gap="1" mt="3" ps={{ base: '0', md: '11' }} data-testid={`summary-${step}`}>
          {summary}
        </Stack>
      )}
      {state === 'current' && <Box mt="4">{children}</Box>}
    </Box>
  );
}
