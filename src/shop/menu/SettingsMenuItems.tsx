import type { MenuItem } from '../../api/client/settings';
import { useDialogStore, type SharedDialog } from '../dialogs/dialogStore';
import { useLocalized } from '../i18n/localized';
import { MenuButton, MenuExternalLink, MenuGroup, MenuLink, MenuSpacer } from './MenuEntries';
import { useMenuStore } from './menuStore';

/** Modal targets the shop can open from the menu; other targets are left out, not shown broken. */
const MODAL_TARGETS: Record<string, SharedDialog> = { 'no-code': 'no-code' };

function openDialog(dialog: SharedDialog) {
  useMenuStore.getState().setOpen(false);
  useDialogStore.getState().show(dialog);
}

/** The shop owner's menu items (already filtered for this visitor), each by its kind. */
export function SettingsMenuItems({ items }: { items: MenuItem[] }) {
  const localized = useLocalized();
  return (
    <>
      {items.map((item) => {
        const title = localized(item.title);
        switch (item.type) {
          case 'route':
            return (
              <MenuLink key={item.id} to={item.target}>
                {title}
              </MenuLink>
            );
          case 'external':
            return (
              <MenuExternalLink key={item.id} href={item.target}>
                {title}
              </MenuExternalLink>
            );
          case 'modal': {
            const dialog = MODAL_TARGETS[item.target];
            return dialog ? (
              <MenuButton key={item.id} onClick={() => openDialog(dialog)}>
                {title}
              </MenuButton>
            ) : null;
          }
          case 'cookie-settings':
            return (
              <MenuButton key={item.id} onClick={() => openDialog('cookie-settings')}>
                {title}
              </MenuButton>
            );
          case 'parent':
            return (
              <MenuGroup key={item.id} title={title}>
                <SettingsMenuItems items={item.children} />
              </MenuGroup>
            );
          case 'spacer':
            return <MenuSpacer key={item.id} />;
        }
      })}
    </>
  );
}
