/**
 * The text view (spec 2 §2.8, §4): a text box and the main toolbar (Enter text, Font, Align
 * text, Font size, Color) with Cancel and Done; each tool opens its sub-toolbar, whose Cancel
 * puts back what the text had when it opened and whose Done keeps the choice. Every change
 * goes into the draft, so the canvas shows it at once; Done on the main toolbar makes it one step.
 */
import { Box, Button, HStack, Text, VStack } from '@chakra-ui/react';
import { Textarea } from '../../../chakra';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { useViewExit } from '../../dialogs/useViewExit';
import { ViewPanel } from '../select/ViewPanel';
import { ColorIcon, EnterTextIcon, FontIcon, FontSizeIcon, AlignCenterIcon } from './icons';
import { textOverflows, tidyText } from './textRules';
import { AlignToolbar, ColorToolbar, FontToolbar, SizeToolbar } from './TextToolbars';
import { useTextMeasure } from './useTextMeasure';
import { useTextSlot, type EditedText } from './useTextSlot';
import type { TextResource } from '../../../engine/model';

type Toolbar = 'align' | 'size' | 'font' | 'color';

/** A long text costs fitting time on every key; no slot holds more than this. */
const MAX_TEXT_LENGTH = 500;

export function TextView() {
  const text = useTextSlot();
  // The slot is gone only if the template changed under the view; there is nothing to edit then.
  return text ? <TextEditor text={text} /> : null;
}

function TextEditor({ text }: { text: EditedText }) {
  const { t } = useTranslation('editor');
  const exit = useViewExit();
  const [toolbar, setToolbar] = useState<Toolbar | null>(null);
  // What the text was when a sub-toolbar opened: its Cancel puts it back.
  const [before, setBefore] = useState<TextResource | undefined>(undefined);

  const open = (next: Toolbar) => {
    setBefore(text.stored);
    setToolbar(next);
  };

  if (toolbar) {
    const sub: Record<Toolbar, { title: string; body: ReactNode }> = {
      align: { title: t('text.align'), body: <AlignToolbar text={text} /> },
      size: { title: t('text.size'), body: <SizeToolbar text={text} /> },
      font: { title: t('text.font'), body: <FontToolbar text={text} /> },
      color: { title: t('text.color'), body: <ColorToolbar text={text} templateColor={text.slot.font.color} /> },
    };
    return (
      <ViewPanel
        testId={`text-toolbar-${toolbar}`}
        title={sub[toolbar].title}
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => {
                text.update(before);
                setToolbar(null);
              }}
            >
              {t('text.cancel')}
            </Button>
            <Button colorPalette="brand" onClick={() => setToolbar(null)}>
              {t('text.done')}
            </Button>
          </>
        }
      >
        {sub[toolbar].body}
      </ViewPanel>
    );
  }

  return (
    <>
      <MainToolbar text={text} onOpen={open} onCancel={exit.cancel} onDone={exit.done} />
      {exit.dialog}
    </>
  );
}

interface MainToolbarProps {
  text: EditedText;
  onOpen(toolbar: Toolbar): void;
  onCancel(): void;
  onDone(): void;
}

function MainToolbar({ text, onOpen, onCancel, onDone }: MainToolbarProps) {
  const { t } = useTranslation('editor');
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const [focused, setFocused] = useState(false);
  // Only the first render decides: an emptied box must not grab focus again while typing.
  const [autoFocus] = useState(() => text.resource.text.trim() === '');
  const measure = useTextMeasure(text.style);
  const overflows = measure ? textOverflows(text.slot, text.resource, measure) : false;
  const singleLine = text.slot.maxLines === 1;

  // `name` is the button's full name where the label shown is shortened to fit.
  const tools: { id: Toolbar | 'enter'; label: string; name?: string; icon: ReactNode }[] = [
    { id: 'enter', label: t('text.enterText'), icon: <EnterTextIcon /> },
    { id: 'font', label: t('text.font'), icon: <FontIcon /> },
    { id: 'align', label: t('text.align'), icon: <AlignCenterIcon /> },
    { id: 'size', label: t('text.sizeTool'), name: t('text.size'), icon: <FontSizeIcon /> },
    { id: 'color', label: t('text.color'), icon: <ColorIcon /> },
  ];

  return (
    <ViewPanel
      testId="text-view"
      title={t('text.title')}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {t('text.cancel')}
          </Button>
          <Button colorPalette="brand" onClick={onDone}>
            {t('text.done')}
          </Button>
        </>
      }
    >
      <VStack align="stretch" gap="2">
        <Textarea
          ref={boxRef}
          aria-label={t('text.textBox')}
          value={text.resource.text}
          autoFocus={autoFocus}
          rows={singleLine ? 1 : 2}
          maxLength={MAX_TEXT_LENGTH}
          autoresize
          maxH="7.5lh"
          minH="11"
          fontSize="md"
          enterKeyHint="done"
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            setFocused(false);
            const tidy = tidyText(event.currentTarget.value);
            if (tidy !== text.resource.text) text.update({ ...text.resource, text: tidy });
          }}
          onKeyDown={(event) => {
            // A one-line slot cannot take a line break: Enter finishes the text instead.
            if (singleLine && event.key === 'Enter') {
              event.preventDefault();
              event.currentTarget.blur();
            }
          }}
          onChange={(event) => text.update({ ...text.resource, text: event.currentTarget.value })}
        />
        {overflows ? (
          <Text fontSize="sm" color="fg.error" role="status">
            {t('text.tooLong')}
          </Text>
        ) : null}
        {/* Hidden while typing: the phone's keyboard leaves room for the text box only (spec 2 §4). */}
        {focused ? null : (
          <HStack role="toolbar" aria-label={t('text.tools')} justify="space-between" gap="1">
            {tools.map((tool) => (
              <Button
                key={tool.id}
                variant="ghost"
                flex="1"
                minW="0"
                h="auto"
                py="1.5"
                px="1"
                aria-label={tool.name}
                onClick={() => (tool.id === 'enter' ? boxRef.current?.focus() : onOpen(tool.id))}
              >
                <VStack gap="0.5">
                  <Box fontSize="xl" aria-hidden>
                    {tool.icon}
                  </Box>
                  <Text fontSize="xs" fontWeight="normal" whiteSpace="normal" overflowWrap="anywhere" lineHeight="short" textAlign="center">
                    {tool.label}
                  </Text>
                </VStack>
              </Button>
            ))}
          </HStack>
        )}
      </VStack>
    </ViewPanel>
  );
}
