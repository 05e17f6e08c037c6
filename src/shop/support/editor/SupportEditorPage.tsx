/**
 * The editor read-only for support staff: an order line (/support/orders/:uuid/lines/:lineUuid/editor)
 * or a recorded document state (/support/recordings/:uuid/states/:seq/editor). Every view works
 * and nothing is saved. While support simulates the order's customer, the line can go into the
 * customer's cart as a new line.
 */
import { Button, Flex, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { addOrderLineToCart } from '../../../api/client/support';
import { Editor, ensureEditorTexts } from '../../../editor';
import { useTranslation } from '../../../i18n';
import { useCartSummaryStore } from '../../cart/cartSummaryStore';
import { EditorPageFrame, EditorPageMessage, EditorSkeleton } from '../../editorSession/EditorPageFrame';
import { editorOptionsFrom } from '../../editorSession/editorSession';
import { useEditorSession } from '../../editorSession/useEditorSession';
import { ErrorAlert } from '../../feedback/ErrorAlert';
import { toaster } from '../../feedback/toaster';
import { errorText } from '../../forms/errorText';
import { currentLanguage, i18n } from '../../i18n/i18n';
import { useSessionStore } from '../../session/sessionStore';
import { useSettingsStore } from '../../settings/settingsStore';
import { useSupportTexts } from '../i18n';
import { SupportOnly } from '../SupportOnly';
import { loadOrderLineSession, loadRecordedStateSession, NotOpenableError, type ReadOnlySession } from './loadReadOnlySession';
import { supportOrderPath, supportRecordingPath } from '../../routes';

ensureEditorTexts(i18n);

function env() {
  const settings = useSettingsStore.getState().settings;
  if (!settings) throw new Error('The editor opened before the app shell loaded the settings');
  return { lang: currentLanguage(), options: editorOptionsFrom(settings.site) };
}

export function OrderLineEditorPage() {
  const { uuid = '', lineUuid = '' } = useParams();
  const load = useCallback(() => loadOrderLineSession(uuid, lineUuid, env()), [uuid, lineUuid]);
  return <ReadOnlyEditorPage key={`${uuid}/${lineUuid}`} load={load} backWhileLoading={supportOrderPath(uuid)} />;
}

export function RecordedStateEditorPage() {
  const { uuid = '', seq = '' } = useParams();
  const load = useCallback(() => loadRecordedStateSession(uuid, Number(seq), env()), [uuid, seq]);
  return <ReadOnlyEditorPage key={`${uuid}/${seq}`} load={load} backWhileLoading={supportRecordingPath(uuid)} />;
}

function ReadOnlyEditorPage({ load, backWhileLoading }: { load: () => Promise<ReadOnlySession>; backWhileLoading: string }) {
  const { t } = useTranslation();
  const { t: ts } = useSupportTexts();
  const navigate = useNavigate();
  const { state } = useEditorSession(load);
  if (state.status === 'ready') {
    return (
      <main id="main">
        <Editor store={state.store} banner={<ReadOnlyBanner session={state.session} />} onLeave={() => navigate(state.session.backTo)} />
      </main>
    );
  }
  return (
    <EditorPageFrame backTo={backWhileLoading}>
      <SupportOnly>
        {state.status === 'loading' ? (
          <EditorSkeleton />
        ) : (
          <EditorPageMessage>
            <ErrorAlert message={state.error instanceof NotOpenableError ? ts(`editor.${state.error.reason}`) : errorText(state.error, t('common.networkError'))} />
          </EditorPageMessage>
        )}
      </SupportOnly>
    </EditorPageFrame>
  );
}

/** Whose product is open, that nothing is saved, and, while simulating its customer, Add to the customer's cart. */
function ReadOnlyBanner({ session }: { session: ReadOnlySession }) {
  const { t } = useSupportTexts();
  const { t: tc } = useTranslation();
  const simulated = useSessionStore((s) => (s.session?.user?.isSimulated ? s.session.user.uuid : null));
  const [busy, setBusy] = useState(false);
  const line = session.orderLine;
  const add = async () => {
    if (!line) return;
    setBusy(true);
    try {
      await addOrderLineToCart(line.orderUuid, line.lineUuid);
      void useCartSummaryStore.getState().refresh();
      toaster.create({ type: 'success', title: t('editor.added', { name: session.customer.name || session.customer.email }) });
    } catch (err) {
      toaster.create({ type: 'error', title: errorText(err, tc('common.networkError')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex align="center" gap="3" px="3" py="1.5" bg="yellow.100" borderBottomWidth="1px" wrap="wrap" data-testid="read-only-banner">
      <Text fontSize="sm" flex="1" minW="0">
        {line
          ? t('editor.bannerLine', { customer: session.customer.name || session.customer.email, reference: line.reference })
          : t('editor.bannerState', { customer: session.customer.name || session.customer.email })}
      </Text>
      {line && simulated === session.customer.uuid ? (
        <Button size="xs" colorPalette="red" loading={busy} onClick={() => void add()}>
          {t('editor.addToCustomerCart')}
        </Button>
      ) : null}
    </Flex>
  );
}
