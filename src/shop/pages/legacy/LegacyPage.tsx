import { Box, Container, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useParams } from 'react-router-dom';
import { getLegacyPage, type PageModule } from '../../../api/client/settings';
import { ApiCallError } from '../../../api/client/call';
import { errorText } from '../../forms/errorText';
import { useLocalized } from '../../i18n/localized';
import { NotFoundPage } from '../NotFoundPage';
import { PageModuleView } from './PageModuleView';
import { EXCLUDED_PROMOTED_CATEGORIES } from './PromoteCategoryModule';
import { ErrorAlert } from '../../feedback/ErrorAlert';

const isShown = (module: PageModule) =>
  !(module.type === 'PromoteCategory' && EXCLUDED_PROMOTED_CATEGORIES.includes(module.category));

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; page: Awaited<ReturnType<typeof getLegacyPage>> }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** /pages/:id: a content page built by the shop owner from modules. */
export function LegacyPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const localized = useLocalized();
  const [state, setState] = useState<PageState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getLegacyPage(id).then(
      (page) => current && setState({ status: 'ready', page }),
      (err: unknown) => {
        if (!current) return;
        if (err instanceof ApiCallError && err.status === 404) setState({ status: 'missing' });
        else setState({ status: 'failed', message: errorText(err, t('common.networkError')) });
      },
    );
    return () => {
      current = false;
    };
  }, [id, t]);

  if (state.status === 'missing') return <NotFoundPage />;

  return (
    <Container maxW="5xl" py={{ base: '0', md: '8' }} px={{ base: '0', md: '6' }}>
      {state.status === 'loading' && (
        <Stack gap="6" px={{ base: '4', md: '0' }} py="6" aria-busy="true">
          <Skeleton height={{ base: '72', md: '96' }} borderRadius="2xl" />
          <Skeleton height="8" width="50%" />
          <Skeleton height="4" />
          <Skeleton height="4" width="80%" />
        </Stack>
      )}
      {state.status === 'failed' && (
        <ErrorAlert message={state.message} m="4" w="auto" />
      )}
      {state.status === 'ready' && (
        <Stack gap={{ base: '6', md: '10' }} pb="10">
          <VisuallyHidden asChild>
            <h1>{localized(state.page.title)}</h1>
          </VisuallyHidden>
          {state.page.modules.filter(isShown).map((module, i) =>
            // Unknown modules render an invisible template, which must not take up a gap.
            module.type === 'Unknown' ? (
              <PageModuleView key={i} module={module} />
            ) : (
              <Box key={i} px={module.type === 'Slider' ? '0' : { base: '4', md: '0' }}>
                <PageModuleView module={module} />
              </Box>
            ),
          )}
        </Stack>
      )}
    </Container>
  );
}
