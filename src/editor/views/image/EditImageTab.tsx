/**
 * Edit image (spec 2 §2.6): Rotate, Black/White, Sepia and Original, plus zoom and nudge buttons
 * as the single-pointer way to do what pinch and drag do (WCAG 2.5.7). Each runs the editor's
 * action, which changes the draft; the canvas shows it at once.
 */
import { Box, Button, Flex, Grid, HStack, IconButton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { EFFECT_ACTIONS, NUDGE_ACTIONS, rotateAction, runAction, zoomInAction, zoomOutAction, type ActionContext, type EditorAction } from '../../actions';
import { renderedDoc, useEditor } from '../../store';
import { ArrowDownIcon, ArrowLeftIcon, ArrowRightIcon, ArrowUpIcon, RotateIcon, ZoomInIcon, ZoomOutIcon } from './icons';

/** Each nudge button's place in the cross and its arrow, by action id. */
const NUDGE_LOOK: Record<string, { area: string; icon: ReactNode }> = {
  'nudge-up': { area: 'up', icon: <ArrowUpIcon /> },
  'nudge-left': { area: 'left', icon: <ArrowLeftIcon /> },
  'nudge-down': { area: 'down', icon: <ArrowDownIcon /> },
  'nudge-right': { area: 'right', icon: <ArrowRightIcon /> },
};

export function EditImageTab({ context }: { context: ActionContext }) {
  const { t } = useTranslation('editor');
  // Rendered again whenever the field's picture changes, so enabled and pressed states are read anew.
  useEditor((state) => renderedDoc(state).resources.images[state.currentResourceId ?? '']);
  const label = (action: EditorAction) => t(`actions.${action.label}`);
  const run = (action: EditorAction) => runAction(action, context);

  const iconButton = (action: EditorAction, icon: ReactNode, area?: string) => (
    <IconButton
      key={action.id}
      gridArea={area}
      aria-label={label(action)}
      title={label(action)}
      variant="outline"
      size="lg"
      disabled={!action.enabled(context)}
      onClick={() => run(action)}
      data-action={action.id}
    >
      {icon}
    </IconButton>
  );

  return (
    <Flex direction="column" gap="3" py="1">
      <HStack role="toolbar" aria-label={t('image.effects')} gap="2" flexWrap="wrap">
        <Button size="sm" minH="11" variant="outline" disabled={!rotateAction.enabled(context)} onClick={() => run(rotateAction)} data-action={rotateAction.id}>
          <RotateIcon />
          {label(rotateAction)}
        </Button>
        {EFFECT_ACTIONS.map((action) => {
          const active = action.active?.(context) ?? false;
          return (
            <Button
              key={action.id}
              size="sm"
              minH="11"
              variant={active ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={active}
              disabled={!action.enabled(context)}
              onClick={() => run(action)}
              data-action={action.id}
            >
              {label(action)}
            </Button>
          );
        })}
      </HStack>
      <HStack gap="6" align="center" flexWrap="wrap">
        <Box>
          <Text fontSize="xs" color="fg.muted" mb="1">
            {t('image.zoom')}
          </Text>
          <HStack role="toolbar" aria-label={t('image.zoom')} gap="2">
            {iconButton(zoomOutAction, <ZoomOutIcon />)}
            {iconButton(zoomInAction, <ZoomInIcon />)}
          </HStack>
        </Box>
        <Box>
          <Text fontSize="xs" color="fg.muted" mb="1">
            {t('image.position')}
          </Text>
          {/* The four arrows as a cross, the way they point. */}
          <Grid role="toolbar" aria-label={t('image.position')} templateAreas={`". up ." "left down right"`} gap="1">
            {NUDGE_ACTIONS.map((action) => iconButton(action, NUDGE_LOOK[action.id].icon, NUDGE_LOOK[action.id].area))}
          </Grid>
        </Box>
      </HStack>
    </Flex>
  );
}
