import { Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { useSignedInUser } from '../session/sessionStore';
import { useSignOut } from './useSignOut';
import { MenuButton, MenuLink } from './MenuEntries';
import { useMenuStore } from './menuStore';
import { ACCOUNT_PATH, CATEGORY_OVERVIEW_PATH, ORDERS_PATH, PICTURE_SETS_PATH, SIGN_IN_PATH } from '../routes';

/** The account part of the menu: 'Log in' for visitors, a greeting and account links otherwise. */
export function AccountMenuItems() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const signOut = useSignOut();

  if (!user) return <MenuLink to={SIGN_IN_PATH}>{t('menu.logIn')}</MenuLink>;

  return (
    <>
      <Text px="3" py="2" fontWeight="semibold" color="brand.fg" overflowWrap="anywhere">
        {t('menu.greeting', { name: user.name || user.emailAddress })}
      </Text>
      <MenuLink to={CATEGORY_OVERVIEW_PATH}>{t('menu.products')}</MenuLink>
      <MenuLink to={ACCOUNT_PATH}>{t('menu.myAccount')}</MenuLink>
      <MenuLink to={PICTURE_SETS_PATH}>{t('menu.myPictureSets')}</MenuLink>
      <MenuLink to={ORDERS_PATH}>{t('menu.orders')}</MenuLink>
      <MenuButton
        onClick={() => {
          useMenuStore.getState().setOpen(false);
          void signOut();
        }}
      >
        {t('menu.logOut')}
      </MenuButton>
    </>
  );
}
