import { create } from '../state/createStore';
import { getSettings, type Settings } from '../../api/client/settings';

interface SettingsState {
  /** null until loaded; the shell waits for it, so screens below can rely on it. */
  settings: Settings | null;
  load: () => Promise<Settings>;
}

export const useSettingsStore = create<SettingsState>((set) => ({
  settings: null,
  load: async () => {
    const settings = await getSettings();
    set({ settings });
    return settings;
  },
}));

/** The settings inside the app shell, which renders nothing until they are loaded. */
export function useSettings(): Settings {
  const settings = useSettingsStore((s) => s.settings);
  if (!settings) throw new Error('Settings are used before the app shell loaded them');
  return settings;
}
