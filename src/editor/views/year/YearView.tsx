/**
 * The year view (spec 2 §2.10, §5): minus, a box and plus for the year the calendar is made
 * for. Every accepted year goes into the draft so the calendar redraws at once; Done keeps it
 * as one step, Cancel puts the previous year back.
 */
import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { canChangeYear, decreaseYear, firstAllowedYear, increaseYear, parseYear, yearOnBlur, type YearChoice } from '../../../domain/year';
import { renderedDoc, useEditor, useEditorActions, useEditorStore } from '../../store';
import { Stepper } from '../buy/Stepper';
import { ViewPanel } from '../select/ViewPanel';
import { textsForYear } from './yearTexts';

export function YearView() {
  const { t } = useTranslation('editor');
  const year = useEditor((state) => renderedDoc(state).year);
  const template = useEditor((state) => renderedDoc(state).template);
  const store = useEditorStore();
  const { updateDraft, commitDraft, discardDraft, backToMain } = useEditorActions();
  // The customer's clock decides the current year; the server refuses a year the calendar does not support.
  const [choice] = useState<YearChoice>(() => ({
    currentYear: new Date().getFullYear(),
    supportedYears: template.type === 'CALENDAR' ? template.supportedYears : [],
  }));
  const [text, setText] = useState(String(year));
  const changeable = canChangeYear(choice);

  /** The year and the texts that show it change together (one draft, so one undo step on Done). */
  const changeYear = (next: number) => {
    // Read when the year changes, not subscribed to: the draft's resources are a new object after every change.
    const state = store.getState();
    updateDraft({ year: next, texts: textsForYear(template, renderedDoc(state).resources, year, next, state.context.lang) });
  };
  const apply = (next: number) => {
    setText(String(next));
    if (next !== year) changeYear(next);
  };
  const settle = () => apply(yearOnBlur(text, choice));
  const typed = parseYear(text);
  const first = firstAllowedYear(choice);

  return (
    <ViewPanel
      testId="year-view"
      title={t('year.title')}
      footer={
        <>
          <Button
            variant="outline"
            onClick={() => {
              discardDraft();
              backToMain();
            }}
          >
            {t('year.cancel')}
          </Button>
          <Button
            colorPalette="brand"
            onClick={() => {
              settle();
              commitDraft();
              backToMain();
            }}
          >
            {t('year.done')}
          </Button>
        </>
      }
    >
      <Flex direction="column" align="center" gap="2" pt="2">
        <Stepper
          testId="year-stepper"
          value={text}
          label={t('year.label')}
          minusLabel={t('year.previous')}
          plusLabel={t('year.next')}
          disabled={!changeable}
          minusDisabled={typed !== null && typed <= first}
          plusDisabled={typed !== null && increaseYear(text, choice) === typed}
          onChange={(value) => {
            setText(value);
            // A full year that may be chosen shows at once; anything else waits for the box to be left.
            const parsed = parseYear(value);
            if (parsed !== null && yearOnBlur(value, choice) === parsed && parsed !== year) changeYear(parsed);
          }}
          onBlur={settle}
          onMinus={() => apply(decreaseYear(text, choice))}
          onPlus={() => apply(increaseYear(text, choice))}
        />
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          {changeable ? t('year.hint', { year: first }) : t('year.onlyOne', { year: first })}
        </Text>
      </Flex>
    </ViewPanel>
  );
}
