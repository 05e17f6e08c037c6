import { useTranslation } from '../../i18n';
import type { LegalTextKind } from '../../api/client/settings';
import { LegalTextBody } from './LegalTextBody';
import { TextPageLayout } from './TextPageLayout';

/** /privacy-policy, /terms-of-service and /terms-of-purchase. */
export function LegalTextPage({ kind }: { kind: LegalTextKind }) {
  const { t } = useTranslation();
  return (
    <TextPageLayout title={t(`pages.${kind}`)}>
      <LegalTextBody kind={kind} />
    </TextPageLayout>
  );
}
