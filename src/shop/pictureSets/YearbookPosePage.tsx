/**
 * /new-picture-set/yearbook-pose(/{jobPoseUuid}) and the account's
 * /my-account/picture-sets/{uuid}/yearbook-pose(/{jobPoseUuid}) (spec 3 'Yearbook pose'): one job
 * pose at a time, its instructions and a picker of the set's individual pictures.
 */
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { resolvePoseRoute } from '../../domain/pictureSets';
import type { PictureSet } from '../../api/client/pictureSets';
import { LoadFailed } from '../feedback/LoadFailed';
import { flowBase, type FlowVariant } from './flowPaths';
import { usePicturesTexts } from './i18n';
import { PosePicker } from './PosePicker';
import { PictureSetNotFound } from './PictureSetNotFound';
import { useFlowPictureSet } from './useFlowPictureSet';
import { accountSetPath, PACKAGES_PATH } from '../routes';

export function YearbookPosePage({ variant }: { variant: FlowVariant }) {
  const { t } = usePicturesTexts();
  const { jobPoseUuid } = useParams();
  const { user, state, retry, update } = useFlowPictureSet(variant);

  let body: ReactNode;
  if (!user || state.status === 'loading') body = <Text aria-busy="true">{t('yearbook.loading')}</Text>;
  else if (state.status === 'failed') body = <LoadFailed error={state.error} onRetry={retry} />;
  else if (state.status === 'notFound') body = <PictureSetNotFound />;
  else {
    const set = state.pictureSet;
    const base = flowBase(variant, set.uuid);
    const selection = set.job.yearbookPoseSelection;
    const route = selection ? resolvePoseRoute(selection.poses, jobPoseUuid) : ({ kind: 'missing' } as const);
    if (!set.isEditable || !selection || route.kind === 'missing') {
      // Right after a code a missing selection reads as expired (spec 3 §5); the account can say it is not available.
      body = <Closed set={set} variant={variant} message={variant === 'account' && !selection?.expired ? t('yearbook.notAvailable') : t('yearbook.expired')} />;
    } else if (selection.expired) body = <Closed set={set} variant={variant} message={t('yearbook.expired')} />;
    else if (route.kind === 'redirect') body = <Navigate replace to={`${base}/yearbook-pose/${route.poseUuid}`} />;
    else {
      body = (
        <PosePicker key={route.pose.uuid} pictureSet={set} poses={selection.poses} index={route.index} base={base} update={update} showExpiry={variant === 'new'} />
      );
    }
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="5">
        {variant === 'account' && (
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
              {t('yearbook.title')}
            </Heading>
            {state.status === 'ready' && state.pictureSet.job.yearbookPoseSelection && (
              <Text color="fg.muted" data-testid="yearbook-expiry">
                {state.pictureSet.job.yearbookPoseSelection.expiryDateInfoString}
              </Text>
            )}
          </Stack>
        )}
        {body}
      </Stack>
    </Container>
  );
}

/** The selection is over or was never open: the message, and (in the account) the way back to the set. */
function Closed({ set, variant, message }: { set: PictureSet; variant: FlowVariant; message: string }) {
  const { t } = usePicturesTexts();
  return (
    <Stack gap="4" align="flex-start">
      <Text fontSize="lg" data-testid="yearbook-closed">
        {message}
      </Text>
      {variant === 'new' && set.job.yearbookPoseSelection && <Text color="fg.muted">{set.job.yearbookPoseSelection.expiryDateInfoString}</Text>}
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to={variant === 'account' ? accountSetPath(set.uuid) : PACKAGES_PATH}>{variant === 'account' ? t('yearbook.goBack') : t('favorites.viewOffers')}</RouterLink>
      </Button>
    </Stack>
  );
}
