import { Heading, Image, Text } from '@chakra-ui/react';
import { useTranslation } from '../../../i18n';
import type { PageModule } from '../../../api/client/settings';
import { useLocalized } from '../../i18n/localized';
import { HtmlContent } from '../HtmlContent';
import { ContentLink } from './ContentLink';
import { PromoteCategoryModule } from './PromoteCategoryModule';
import { ScriptSnippetModule } from './ScriptSnippetModule';
import { SliderModule } from './SliderModule';

/** One module of a legacy content page, by its type. */
export function PageModuleView({ module }: { module: PageModule }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  switch (module.type) {
    case 'Slider':
      return <SliderModule module={module} />;
    case 'PromoteCategory':
      return <PromoteCategoryModule module={module} />;
    case 'Title':
      return (
        <Heading as="h2" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {localized(module.content)}
        </Heading>
      );
    case 'Paragraph':
      return module.isHTML ? (
        <HtmlContent html={localized(module.content)} />
      ) : (
        // Plain text keeps the shop owner's line breaks.
        <Text whiteSpace="pre-line" lineHeight="tall">
          {localized(module.content)}
        </Text>
      );
    case 'Image': {
      const image = <Image src={module.src} alt="" w="full" borderRadius="xl" loading="lazy" />;
      return module.link ? (
        <ContentLink href={module.link} newWindow={module.openInNewWindow} aria-label={t('legacy.openImageLink')} display="block">
          {image}
        </ContentLink>
      ) : (
        image
      );
    }
    case 'RichText':
      return <HtmlContent html={localized(module.content)} />;
    case 'ScriptSnippet':
      return <ScriptSnippetModule script={module.script} />;
    case 'Unknown':
      // The old site left an HTML comment here; an inert template is the DOM's closest thing.
      return <template data-unknown-module={module.originalType} />;
  }
}
