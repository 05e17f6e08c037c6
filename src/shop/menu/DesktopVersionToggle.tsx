import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { isDesktopVersion, setDesktopVersion } from '../viewport/viewport';
import { MenuButton } from './MenuEntries';

/** 'Desktop version' widens the page on phones; afterwards the entry offers 'Mobile version'. */
export function DesktopVersionToggle() {
  const { t } = useTranslation();
  const [desktop, setDesktop] = useState(isDesktopVersion);
  return (
    <MenuButton
      onClick={() => {
        setDesktopVersion(!desktop);
        setDesktop(!desktop);
      }}
    >
      {desktop ? t('menu.mobileVersion') : t('menu.desktopVersion')}
    </MenuButton>
  );
}
