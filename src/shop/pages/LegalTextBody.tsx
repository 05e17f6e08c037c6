import { Skeleton, Stack } from '@chakra-ui/react';
import type { LegalTextKind } from '../../api/client/settings';
import { HtmlContent } from './HtmlContent';
import { useLegalText } from './useLegalText';
import { ErrorAlert } from '../feedback/ErrorAlert';

/** A legal text with its loading and failure states; used by the text pages and the terms dialog. */
export function LegalTextBody({ kind }: { kind: LegalTextKind }) {
  const text = useLegalText(kind);
  if (text.status === 'loading') {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton height="5" width="60%" />
        <Skeleton height="4" />
        <Skeleton height="4" />
        <Skeleton height="4" width="80%" />
      </Stack>
    );
  }
  if (text.status === 'failed') {
    return (
      <ErrorAlert message={text.message} />
    );
  }
  return <HtmlContent html={text.html} />;
}
