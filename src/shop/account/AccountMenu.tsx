import { Box, chakra, Flex } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useAccountDataStore } from './accountDataStore';
import { useAccountTexts } from './i18n';
import { ADD_PICTURE_SET_PATH, CANCEL_PACKAGES_PATH, CHANGE_PASSWORD_PATH, COMMUNICATION_PATH, CONTACT_INFO_PATH, ORDERS_PATH, PICTURE_SETS_PATH } from '../routes';

const entry = {
  display: 'flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  py: '2',
  borderRadius: 'lg',
  fontWeight: 'medium',
  color: 'fg',
  whiteSpace: 'normal',
  textAlign: 'start',
  _hover: { bg: 'brand.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid' },
  '&[aria-current=page]': { bg: 'brand.solid', color: 'white' },
} as const;

const Entry = chakra(NavLink, { base: entry });
const EntryButton = chakra('button', { base: { ...entry, cursor: 'pointer', bg: 'transparent' } });

/**
 * The account menu (spec 3 §2 /my-account). 'Cancel picture packages' shows only while the
 * account has packages for inspection. On phones the entries wrap into rows: a row that scrolled
 * sideways showed its ends cut ('…informasjon'), and the customer could not see what else there is.
 */
export function AccountMenu({ onShare }: { onShare: () => void }) {
  const { t } = useAccountTexts();
  const packages = useAccountDataStore((s) => s.packageForInspectionSubjects);
  const links: [string, string][] = [
    [CHANGE_PASSWORD_PATH, t('menu.changePassword')],
    [CONTACT_INFO_PATH, t('menu.contactInfo')],
    [PICTURE_SETS_PATH, t('menu.pictureSets')],
    [ADD_PICTURE_SET_PATH, t('menu.addPictureSet')],
    [ORDERS_PATH, t('menu.orders')],
    ...(packages && packages.length > 0 ? ([[CANCEL_PACKAGES_PATH, t('menu.cancelPackages')]] as [string, string][]) : []),
    [COMMUNICATION_PATH, t('menu.communication')],
  ];
  return (
    <Box bg="white" borderRadius="xl" boxShadow="sm" p="2">
      <Flex direction={{ base: 'row', md: 'column' }} flexWrap={{ base: 'wrap', md: 'nowrap' }} gap="1" as="ul" listStyleType="none" m="0" p="0">
        {links.map(([to, label]) => (
          <li key={to}>
            <Entry to={to}>{label}</Entry>
          </li>
        ))}
        <li>
          <EntryButton type="button" onClick={onShare} w="full">
            {t('menu.share')}
          </EntryButton>
        </li>
      </Flex>
    </Box>
  );
}
