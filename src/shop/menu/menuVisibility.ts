import type { MenuItem } from '../../api/client/settings';

/** Spec 1 §6: device 2 marks desktop-only items the shop leaves out. */
const HIDDEN_DEVICE = 2;

const VISIBILITY_ALWAYS = 0;
const VISIBILITY_SIGNED_IN = 1;
const VISIBILITY_SIGNED_OUT = 2;

function isVisible(item: MenuItem, signedIn: boolean): boolean {
  if (item.device === HIDDEN_DEVICE) return false;
  switch (item.visibility) {
    case VISIBILITY_ALWAYS:
      return true;
    case VISIBILITY_SIGNED_IN:
      return signedIn;
    case VISIBILITY_SIGNED_OUT:
      return !signedIn;
    default:
      return false;
  }
}

/** The menu tree as this visitor sees it; a group left without children disappears too. */
export function visibleMenuItems(items: MenuItem[], signedIn: boolean): MenuItem[] {
  return items.flatMap((item) => {
    if (!isVisible(item, signedIn)) return [];
    if (item.type !== 'parent') return [item];
    const children = visibleMenuItems(item.children, signedIn);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
