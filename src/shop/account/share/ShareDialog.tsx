import { Box, Button, CloseButton, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '../../../chakra';
import { useEffect, useReducer, useState } from 'react';
import { sharePictureSets } from '../../../api/client/account';
import { ApiCallError } from '../../../api/client/call';
import { ShopDialog } from '../../dialogs/ShopDialog';
import { ErrorAlert } from '../../feedback/ErrorAlert';
import { FormField } from '../../forms/FormField';
import { usePictureSetsStore } from '../../pictures/pictureSetsStore';
import { useAccountTexts } from '../i18n';
import { canChooseRecipients, initialShareState, shareReducer, validRecipients } from './shareFlow';

/** Spec 3 'Share dialog': the list area is at most 300 px high. */
const LIST_MAX_HEIGHT = '300px';

/** Share picture sets by e-mail (spec 3 'Share dialog', §4, §5, §8). */
export function ShareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAccountTexts();
  const [state, dispatch] = useReducer(shareReducer, undefined, initialShareState);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pictureSets = usePictureSetsStore((s) => s.pictureSets);
  const recipients = validRecipients(state);

  useEffect(() => {
    if (open) usePictureSetsStore.getState().refresh().catch((err: unknown) => console.warn('Could not load the picture sets', err));
  }, [open]);

  const close = () => {
    dispatch({ type: 'reset' });
    setError(null);
    onClose();
  };

  const send = async () => {
    if (recipients.length === 0 || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await sharePictureSets(recipients, state.selected);
      dispatch({ type: 'sent', recipients: answer.recipients });
    } catch (err) {
      setError(err instanceof ApiCallError && err.status > 0 ? err.message : t('share.failed'));
    } finally {
      setBusy(false);
    }
  };

  const footer =
    state.step === 'select-picture-sets' ? (
      <Button colorPalette="brand" disabled={!canChooseRecipients(state)} onClick={() => dispatch({ type: 'next' })}>
        {canChooseRecipients(state) ? t('share.next') : t('share.selectSets')}
      </Button>
    ) : state.step === 'select-recipients' ? (
      <>
        <Button variant="outline" onClick={() => dispatch({ type: 'back' })} disabled={busy}>
          {t('share.back')}
        </Button>
        <Button colorPalette="brand" disabled={recipients.length === 0} loading={busy} loadingText={t('share.sending')} onClick={() => void send()}>
          {recipients.length === 0 ? t('share.addRecipients') : t('share.send', { count: recipients.length })}
        </Button>
      </>
    ) : (
      <>
        <Button variant="outline" onClick={close}>
          {t('share.close')}
        </Button>
        <Button colorPalette="brand" onClick={() => dispatch({ type: 'reset' })}>
          {t('share.sendMore')}
        </Button>
      </>
    );

  return (
    <ShopDialog open={open} onClose={close} title={t('share.title')} footer={footer}>
      <Stack gap="4" data-testid={`share-${state.step}`}>
        {state.step === 'select-picture-sets' && (
          <>
            <Text>{t('share.selectIntro')}</Text>
            <Box maxH={LIST_MAX_HEIGHT} overflowY="auto" borderWidth="1px" borderRadius="lg" p="2">
              {pictureSets === null ? (
                <Text color="fg.muted" p="2">
                  {t('form.loading')}
                </Text>
              ) : pictureSets.length === 0 ? (
                <Text p="2">{t('share.noSets')}</Text>
              ) : (
                <Stack gap="0">
                  {pictureSets.map((set) => (
                    <Checkbox.Root
                      key={set.subject.uuid}
                      checked={state.selected.includes(set.subject.uuid)}
                      onCheckedChange={() => dispatch({ type: 'toggle-set', subjectUuid: set.subject.uuid })}
                      colorPalette="brand"
                      minH="11"
                      px="2"
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {set.subject.name}{' '}
                        <Text as="span" color="fg.muted">
                          {set.job.name}
                        </Text>
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              )}
            </Box>
          </>
        )}

        {state.step === 'select-recipients' && (
          <>
            <Text>{t('share.recipientsIntro')}</Text>
            <Stack gap="3" maxH={LIST_MAX_HEIGHT} overflowY="auto" p="1">
              {state.entries.map((entry, index) => (
                <HStack key={index} align="flex-end" gap="2">
                  <FormField label={t('share.email')}>
                    <Input type="email" name="email" autoComplete="email" inputMode="email" value={entry} onChange={(e) => dispatch({ type: 'edit-entry', index, value: e.target.value })} />
                  </FormField>
                  {state.entries.length > 1 && <CloseButton aria-label={t('share.removeRecipient', { number: index + 1 })} onClick={() => dispatch({ type: 'remove-entry', index })} />}
                </HStack>
              ))}
            </Stack>
            <Button variant="ghost" alignSelf="flex-start" onClick={() => dispatch({ type: 'add-entry' })}>
              + {t('share.addRecipient')}
            </Button>
            <ErrorAlert message={error} />
          </>
        )}

        {state.step === 'show-receipt' && (
          <>
            <Text fontWeight="semibold">{t('share.sent')}</Text>
            <Stack as="ul" gap="1" pl="5" listStyleType="disc" data-testid="share-receipt">
              {state.sent.map((address) => (
                <li key={address}>{address}</li>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </ShopDialog>
  );
}
