import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Theme preference (spec §3): `system` follows the OS. */
export type ThemePreference = 'light' | 'dark' | 'system';

/** Local-storage key of the theme preference (spec §4/§9). */
export const THEME_STORAGE_KEY = 'ledgerlens-theme';

export interface ThemeState {
  preference: ThemePreference;
  /** Whether the OS currently prefers dark (`prefers-color-scheme: dark`). */
  systemPrefersDark: boolean;
}

/** Reads the stored preference; anything unknown or unreadable means `system` (the default). */
export function readStoredThemePreference(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): ThemePreference {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
  } catch {
    return 'system';
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

export const themeSlice = createSlice({
  name: 'theme',
  initialState: (): ThemeState => ({ preference: readStoredThemePreference(), systemPrefersDark: systemPrefersDark() }),
  reducers: {
    setThemePreference(state, action: PayloadAction<ThemePreference>) {
      state.preference = action.payload;
    },
    systemThemeChanged(state, action: PayloadAction<boolean>) {
      state.systemPrefersDark = action.payload;
    },
  },
  selectors: {
    selectThemePreference: (state) => state.preference,
    /** `isDarkMode` of spec §3: the preference resolved against the OS setting. */
    selectIsDarkMode: (state) => state.preference === 'dark' || (state.preference === 'system' && state.systemPrefersDark),
  },
});

export const { setThemePreference, systemThemeChanged } = themeSlice.actions;
export const { selectThemePreference, selectIsDarkMode } = themeSlice.selectors;
