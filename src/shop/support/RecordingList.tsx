import { Button, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Table } from '../../chakra';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { listRecordings, type RecordingSummary } from '../../api/client/debug';
import { errorText } from '../forms/errorText';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { useLoad } from '../loading/useLoad';
import { formatTime } from './formatTime';
import { supportRecordingPath } from '../routes';

const loadRecordings = () => listRecordings().then(({ recordings }) => recordings);

/** The customers' debug recordings, newest first, each with a way into its replay. */
export function RecordingList() {
  const { t } = useTranslation();
  const { state } = useLoad(loadRecordings);

  if (state.status === 'loading') {
    return (
      <Stack gap="2" aria-busy="true">
        <Skeleton height="10" />
        <Skeleton height="10" />
        <Skeleton height="10" />
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <ErrorAlert message={errorText(state.error, t('common.networkError'))} />
    );
  }
  return <RecordingTable recordings={state.value} />;
}

/** Recordings, each with a way into its replay. */
export function RecordingTable({ recordings }: { recordings: readonly RecordingSummary[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (recordings.length === 0) return <Text>{t('support.noRecordings')}</Text>;
  const time = formatTime;
  return (
    // Relative: the visually hidden column header is positioned absolutely and would otherwise widen a phone's page.
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" position="relative">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('support.started')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('support.customer')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('support.page')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('support.events')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>{t('support.replay')}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {recordings.map((r) => (
            <Table.Row key={r.uuid}>
              <Table.Cell whiteSpace="nowrap">
                {time(r.startedAt)}
                {!r.stoppedAt && <Text as="span" color="red.600" ms="2">{t('support.ongoing')}</Text>}
              </Table.Cell>
              <Table.Cell>{r.userEmail ?? t('support.visitor')}</Table.Cell>
              <Table.Cell maxW="16rem" truncate title={r.url}>
                {r.url}
              </Table.Cell>
              <Table.Cell textAlign="end">{r.eventCount}</Table.Cell>
              <Table.Cell>
                <Button
                  size="sm"
                  minH="11"
                  variant="outline"
                  colorPalette="brand"
                  aria-label={t('support.replayOf', { time: time(r.startedAt) })}
                  onClick={() => navigate(supportRecordingPath(r.uuid))}
                >
                  {t('support.replay')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
