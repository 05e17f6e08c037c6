/** Shortcut strings ('Mod+Shift+z', 'Ctrl+y', 'ArrowLeft', '+') against keyboard events. */

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

function parseShortcut(shortcut: string): { key: string; modifiers: Set<string> } {
  // The plus key is written '+' alone or after modifiers ('Mod++').
  if (shortcut === '+') return { key: '+', modifiers: new Set() };
  if (shortcut.endsWith('++')) return { key: '+', modifiers: new Set(shortcut.slice(0, -2).split('+')) };
  const parts = shortcut.split('+');
  const key = parts.pop() ?? '';
  return { key, modifiers: new Set(parts) };
}

/** Whether the press is this shortcut; extra modifiers make it another shortcut. */
export function matchesShortcut(press: KeyPress, shortcut: string): boolean {
  const { key, modifiers } = parseShortcut(shortcut);
  const wantMod = modifiers.has('Mod');
  const wantCtrl = modifiers.has('Ctrl');
  const ctrlOrMeta = press.ctrlKey || press.metaKey;
  if (wantMod ? !ctrlOrMeta : wantCtrl ? !press.ctrlKey || press.metaKey : ctrlOrMeta) return false;
  if (press.altKey !== modifiers.has('Alt')) return false;
  const pressed = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  // Shift changes the character of symbols ('+' is Shift+= on many layouts), so it only counts for letters and named keys.
  const symbol = key.length === 1 && !/[a-z0-9]/i.test(key);
  if (!symbol && press.shiftKey !== modifiers.has('Shift')) return false;
  return pressed === key;
}

/**
 * Shortcuts as ARIA's aria-keyshortcuts value: 'Mod' becomes both Control and Meta, 'Ctrl'
 * Control, letters upper case ('Mod+Shift+z' is 'Control+Shift+Z Meta+Shift+Z').
 */
export function ariaKeyShortcuts(shortcuts: readonly string[]): string {
  return shortcuts
    .flatMap((shortcut) => {
      const { key, modifiers } = parseShortcut(shortcut);
      const rest = ['Alt', 'Shift'].filter((m) => modifiers.has(m));
      const main = key.length === 1 ? key.toUpperCase() : key;
      const heads = modifiers.has('Mod') ? ['Control', 'Meta'] : modifiers.has('Ctrl') ? ['Control'] : [''];
      return heads.map((head) => [head, ...rest, main].filter(Boolean).join('+'));
    })
    .join(' ');
}

export const matchesAny = (press: KeyPress, shortcuts: readonly string[]): boolean => shortcuts.some((s) => matchesShortcut(press, s));

/** Typing in a field keeps its own keys (undo in a text box undoes the typing). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || !(target as HTMLElement).tagName) return false;
  const element = target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}
