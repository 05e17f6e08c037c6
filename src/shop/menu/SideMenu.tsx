import { CloseButton, Portal, Separator, Stack } from '@chakra-ui/react';
import { Drawer } from '../../chakra';
import { useTranslation } from '../../i18n';
import { signedInUser, useSessionStore } from '../session/sessionStore';
import { useSettings } from '../settings/settingsStore';
import { AccountMenuItems } from './AccountMenuItems';
import { DesktopVersionToggle } from './DesktopVersionToggle';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuGroup, MenuLink } from './MenuEntries';
import { useMenuStore } from './menuStore';
import { visibleMenuItems } from './menuVisibility';
import { SettingsMenuItems } from './SettingsMenuItems';
import { CONTACT_PATH, PRIVACY_POLICY_PATH, SUPPORT_PATH, TERMS_OF_PURCHASE_PATH, TERMS_OF_SERVICE_PATH } from '../routes';

/** The side menu: account, the shop owner's items, contact, legal texts, layout and language. */
export function SideMenu() {
  const { t } = useTranslation();
  const open = useMenuStore((s) => s.open);
  const setOpen = useMenuStore((s) => s.setOpen);
  const session = useSessionStore((s) => s.session);
  const { site, menu } = useSettings();
  const user = signedInUser(session);
  // Support staff keep their tools while they simulate a customer.
  const isSupport = Boolean(session?.simulatedBy) || Boolean(user?.isSupport);

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" py="3" pe="16">
              <Drawer.Title>{site.name}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              <Stack as="nav" aria-label={t('menu.navigation')} gap="0.5">
                <AccountMenuItems />
                {/* In reach on a phone: below the legal texts it sat under the fold. */}
                <Separator my="3" />
                <LanguageSwitch />
                <Separator my="3" />
                <SettingsMenuItems items={visibleMenuItems(menu, Boolean(user))} />
                <MenuLink to={CONTACT_PATH}>{t('menu.contactUs')}</MenuLink>
                {isSupport && <MenuLink to={SUPPORT_PATH}>{t('menu.support')}</MenuLink>}
                <MenuGroup title={t('menu.termsAndPolicies')}>
                  {site.webshop.hasPrivacyPolicy && <MenuLink to={PRIVACY_POLICY_PATH}>{t('pages.privacyPolicy')}</MenuLink>}
                  <MenuLink to={TERMS_OF_SERVICE_PATH}>{t('pages.termsOfService')}</MenuLink>
                  <MenuLink to={TERMS_OF_PURCHASE_PATH}>{t('pages.termsOfPurchase')}</MenuLink>
                </MenuGroup>
                <DesktopVersionToggle />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
