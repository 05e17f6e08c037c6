import { Box, Button, Container, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Replayer, type eventWithTime } from 'rrweb';
import 'rrweb/dist/style.css';
import { getRecording } from '../../api/client/debug';
import { errorText } from '../forms/errorText';
import { SupportOnly } from './SupportOnly';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { useSupportTexts } from './i18n';
import { EditorStatesReplay } from './replay/EditorStatesReplay';
import { ToolSection } from './SupportScreen';
import { SUPPORT_PATH } from '../routes';

type Recording = Awaited<ReturnType<typeof getRecording>>;
type ReplayState = { status: 'loading' } | { status: 'ready'; recording: Recording } | { status: 'failed'; message: string };

/** rrweb needs a full snapshot and at least one more event to draw anything. */
const MIN_REPLAYABLE_EVENTS = 2;

/** /support/recordings/:uuid: plays a customer's recorded session back. */
export function RecordingReplayPage() {
  const { t } = useTranslation();
  const { t: ts } = useSupportTexts();
  const { uuid = '' } = useParams();

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Link asChild color="brand.fg" textDecoration="underline" alignSelf="flex-start" minH="11">
          <RouterLink to={SUPPORT_PATH}>{t('support.backToList')}</RouterLink>
        </Link>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {t('support.replayTitle')}
        </Heading>
        <SupportOnly>
          <ToolSection headingId="editor-states-heading" title={ts('replay.editorStates')}>
            <EditorStatesReplay uuid={uuid} />
          </ToolSection>
          <ToolSection headingId="session-heading" title={ts('replay.session')}>
            <RecordingReplay uuid={uuid} />
          </ToolSection>
        </SupportOnly>
      </Stack>
    </Container>
  );
}

/** Loads the recording and shows it; inside SupportOnly, so only support staff ask for it. */
function RecordingReplay({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ReplayState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    getRecording(uuid).then(
      (recording) => current && setState({ status: 'ready', recording }),
      (err: unknown) => current && setState({ status: 'failed', message: errorText(err, t('common.networkError')) }),
    );
    return () => {
      current = false;
    };
  }, [uuid, t]);

  return state.status === 'loading' ? (
    <Skeleton height="96" borderRadius="xl" />
  ) : state.status === 'failed' ? (
    <ErrorAlert message={state.message} />
  ) : (
    <RecordingPlayer recording={state.recording} />
  );
}

function RecordingPlayer({ recording }: { recording: Recording }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const replayer = useRef<Replayer | null>(null);
  const [playing, setPlaying] = useState(false);
  const events = recording.events as unknown as eventWithTime[];
  const replayable = events.length >= MIN_REPLAYABLE_EVENTS;

  useEffect(() => {
    if (!host.current || !replayable) return;
    const player = new Replayer(events, { root: host.current, skipInactive: true, mouseTail: false });
    replayer.current = player;
    player.on('finish', () => setPlaying(false));
    return () => {
      player.pause();
      player.destroy();
      replayer.current = null;
    };
  }, [events, replayable]);

  const play = () => {
    replayer.current?.play(replayer.current.getCurrentTime());
    setPlaying(true);
  };
  const pause = () => {
    replayer.current?.pause();
    setPlaying(false);
  };
  const restart = () => {
    replayer.current?.play(0);
    setPlaying(true);
  };

  const { recording: summary } = recording;
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        {t('support.replayInfo', { customer: summary.userEmail ?? t('support.visitor'), url: summary.url, count: summary.eventCount })}
      </Text>
      {!replayable ? (
        <Text>{t('support.nothingToReplay')}</Text>
      ) : (
        <>
          <HStack gap="3" flexWrap="wrap">
            {playing ? (
              <Button onClick={pause} variant="outline">
                {t('support.pause')}
              </Button>
            ) : (
              <Button onClick={play} colorPalette="brand">
                {t('support.play')}
              </Button>
            )}
            <Button onClick={restart} variant="outline">
              {t('support.restart')}
            </Button>
          </HStack>
          <Box overflow="auto" borderWidth="1px" borderRadius="xl" bg="gray.100" p="2">
            <Box ref={host} className="replayer-host" data-testid="replayer" css={{ '& iframe': { border: 0, background: 'white' } }} />
          </Box>
        </>
      )}
    </Stack>
  );
}
