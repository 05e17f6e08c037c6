import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Table } from '../../chakra';
import { listTroubledJobs, retryJob, type TroubledJob } from '../../api/client/jobs';
import { useTranslation } from '../../i18n';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { errorText } from '../forms/errorText';
import { useLoad } from '../loading/useLoad';

const loadJobs = () => listTroubledJobs().then(({ jobs }) => jobs);

/** Background jobs (e-mails, reminders) that failed: what, how often, the last error, and a way to run one again now. */
export function JobList() {
  const { t, i18n } = useTranslation();
  const { state, refresh } = useLoad(loadJobs);
  const [problem, setProblem] = useState<string | null>(null);

  const runNow = async (job: TroubledJob) => {
    setProblem(null);
    try {
      await retryJob(job.name, job.id);
    } catch (err) {
      setProblem(errorText(err, t('common.networkError')));
    }
    refresh();
  };

  if (state.status === 'loading') return <Skeleton height="10" aria-busy="true" />;
  if (state.status === 'failed') return <ErrorAlert message={errorText(state.error, t('common.networkError'))} />;

  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'nb-NO', { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Stack gap="3" align="start">
      {problem && <ErrorAlert message={problem} />}
      {state.value.length === 0 ? (
        <Text>{t('support.noJobs')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg" w="full">
          <Table.Root size="sm" striped>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('support.job')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('support.attempts')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('support.lastError')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {state.value.map((job) => (
                <Table.Row key={job.id}>
                  <Table.Cell>
                    <Text fontWeight="semibold">{job.name}</Text>
                    <Text fontSize="sm">{job.summary}</Text>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <Badge colorPalette={job.state === 'failed' ? 'red' : 'orange'}>{t(job.state === 'failed' ? 'support.jobFailed' : 'support.jobRetrying')}</Badge>{' '}
                    {t('support.attemptsOf', { attempts: job.attempts, max: job.maxAttempts })}
                    <Text fontSize="sm">
                      {job.nextAttemptAt
                        ? t('support.nextAttempt', { time: time(job.nextAttemptAt) })
                        : t('support.givenUp', { time: time(job.failedAt ?? job.createdAt) })}
                    </Text>
                  </Table.Cell>
                  <Table.Cell maxW="16rem" truncate title={job.lastError}>
                    {job.lastError}
                  </Table.Cell>
                  <Table.Cell>
                    <Button size="sm" minH="11" variant="outline" colorPalette="brand" aria-label={t('support.runNowOf', { name: job.name, summary: job.summary })} onClick={() => void runNow(job)}>
                      {t('support.runNow')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <HStack>
        <Button size="sm" minH="11" variant="ghost" onClick={refresh}>
          {t('support.refresh')}
        </Button>
      </HStack>
    </Stack>
  );
}
