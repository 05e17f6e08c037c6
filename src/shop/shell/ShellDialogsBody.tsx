import { CookieSettingsDialog } from '../consent/CookieSettingsDialog';
import { NoCodeDialog } from '../dialogs/NoCodeDialog';
import { TermsDialog } from '../dialogs/TermsDialog';
import { SideMenu } from '../menu/SideMenu';

/** What ShellDialogs loads: the side menu and the dialogs more than one screen opens. */
export function ShellDialogsBody() {
  return (
    <>
      <SideMenu />
      <NoCodeDialog />
      <CookieSettingsDialog />
      <TermsDialog />
    </>
  );
}
