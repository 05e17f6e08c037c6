/**
 * A recording's editor document states replayed through the engine, step by step: what the
 * customer's product looked like after each change, with the texts as typed (rrweb's replay hides
 * them, and cannot show the Konva canvas). Any state opens in the editor, read-only.
 */
import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { listEditorStates, type RecordedEditorState } from '../../../api/client/debug';
import { getSupportCustomer } from '../../../api/client/support';
import { textIn } from '../../../engine/model';
import { RenderHostProvider } from '../../../engine/react';
import { useTranslation } from '../../../i18n';
import { ErrorAlert } from '../../feedback/ErrorAlert';
import { errorText } from '../../forms/errorText';
import { currentLanguage } from '../../i18n/i18n';
import { useLoad } from '../../loading/useLoad';
import { DocumentParts } from '../drawing/DocumentParts';
import { customerPictureSources } from '../drawing/customerSources';
import { useTemplateVersions, versionKey } from '../drawing/useTemplateVersions';
import { formatTime } from '../formatTime';
import { useSupportTexts } from '../i18n';
import { stepAfter, stepBefore, timeIntoRecording } from './replaySteps';
import { recordingStateEditorPath } from '../../routes';

/** Playing shows the next state after this long: slow enough to see each change. */
const PLAY_STEP_MS = 1200;
const PART_SIZE = 320;

async function loadStates(uuid: string) {
  const { recording, states } = await listEditorStates(uuid);
  const account = recording.userUuid ? await getSupportCustomer(recording.userUuid) : null;
  return { recording, states, sources: customerPictureSources(account?.pictureSets ?? [], account?.uploads ?? []) };
}

export function EditorStatesReplay({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadStates(uuid), [uuid]);
  const { state } = useLoad(load);
  if (state.status === 'loading') return <Skeleton height="64" borderRadius="xl" />;
  if (state.status === 'failed') return <ErrorAlert message={errorText(state.error, t('common.networkError'))} />;
  const { recording, states, sources } = state.value;
  return (
    <RenderHostProvider sources={sources}>
      <StatePlayer recordingUuid={recording.uuid} states={states} />
    </RenderHostProvider>
  );
}

function StatePlayer({ recordingUuid, states }: { recordingUuid: string; states: RecordedEditorState[] }) {
  const { t } = useSupportTexts();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const refs = useMemo(() => states.map((s) => s.template), [states]);
  const versions = useTemplateVersions(refs);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => {
      const next = stepAfter(index, states.length);
      if (next === index) setPlaying(false);
      else setIndex(next);
    }, PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, index, states.length]);

  if (states.length === 0) return <Text>{t('replay.noStates')}</Text>;
  const current = states[index];
  const template = versions.templates.get(versionKey(current.template));
  const last = index === states.length - 1;
  return (
    <Stack gap="4" data-testid="editor-states">
      <HStack gap="2" flexWrap="wrap">
        <Button variant="outline" onClick={() => setIndex(stepBefore(index))} disabled={index === 0} aria-label={t('replay.previous')}>
          ‹ {t('replay.previous')}
        </Button>
        {playing ? (
          <Button variant="outline" onClick={() => setPlaying(false)}>
            {t('replay.pause')}
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={() => (last ? (setIndex(0), setPlaying(true)) : setPlaying(true))}>
            {t('replay.play')}
          </Button>
        )}
        <Button variant="outline" onClick={() => setIndex(stepAfter(index, states.length))} disabled={last} aria-label={t('replay.next')}>
          {t('replay.next')} ›
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={recordingStateEditorPath(recordingUuid, current.seq)}>{t('replay.openInEditor')}</RouterLink>
        </Button>
      </HStack>
      <Text aria-live="polite" data-testid="editor-state-step">
        {t('replay.step', { number: index + 1, count: states.length })} · {timeIntoRecording(states[0].at, current.at)} · {formatTime(current.at)}
        {template ? ` · ${textIn(template.name, currentLanguage())}` : ''}
      </Text>
      {template ? (
        <DocumentParts template={template} stored={current.templateData.userResources} year={current.templateData.year} lang={current.templateData.lang} size={PART_SIZE} />
      ) : versions.failed.has(versionKey(current.template)) ? (
        <Text color="fg.error">{t('drawing.templateFailed')}</Text>
      ) : (
        <Skeleton w={`${PART_SIZE}px`} h={`${PART_SIZE}px`} borderRadius="md" />
      )}
    </Stack>
  );
}
