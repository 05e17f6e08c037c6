import { Box, HStack, Text, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from '../../i18n';
import { changeShopLanguage } from '../i18n/changeLanguage';
import { isShopLanguage } from '../i18n/i18n';
import { GlobeIcon } from '../ui/icons';
import { useSettings } from '../settings/settingsStore';

/** The shop's languages as toggle buttons named in their own language ('Norsk (bokmål)', 'English'). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { site } = useSettings();
  const labelId = useId();
  const languages = site.locale.languages.filter((l) => isShopLanguage(l.name));
  if (languages.length < 2) return null;

  return (
    <Box role="group" aria-labelledby={labelId} px="3">
      <HStack gap="2" mb="2" color="fg.muted">
        <GlobeIcon aria-hidden boxSize="4" />
        <Text id={labelId} fontSize="sm">
          {t('menu.language')}
        </Text>
      </HStack>
      <HStack gap="2" flexWrap="wrap">
        {languages.map((language) => {
          const active = i18n.language === language.name;
          return (
            <chakra.button
              key={language.name}
              type="button"
              lang={language.name}
              aria-pressed={active}
              onClick={() => void changeShopLanguage(language.name)}
              minHeight="11"
              px="4"
              borderRadius="full"
              borderWidth="1px"
              borderColor={active ? 'brand.solid' : 'border'}
              bg={active ? 'brand.solid' : 'transparent'}
              color={active ? 'brand.contrast' : 'fg'}
              fontWeight={active ? 'semibold' : 'normal'}
              _hover={{ bg: active ? 'brand.solid' : 'brand.subtle' }}
            >
              {language.long}
            </chakra.button>
          );
        })}
      </HStack>
    </Box>
  );
}
