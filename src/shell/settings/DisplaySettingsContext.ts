import { createContext, useContext } from 'react';
import type { DisplaySettings } from '../../lib/constants';

/** The display settings of spec 2.9 and the drawer that edits them. */
export interface DisplaySettingsContextValue {
  settings: DisplaySettings;
  /** Applies a change, enforcing the rules of spec 2.9, and stores the result. */
  update(change: Partial<DisplaySettings>): void;
  /** Back to the theme defaults of spec 3. */
  reset(): void;
  drawerOpen: boolean;
  openDrawer(): void;
  closeDrawer(): void;
}

export const DisplaySettingsContext = createContext<DisplaySettingsContextValue | null>(null);

export function useDisplaySettings(): DisplaySettingsContextValue {
  const value = useContext(DisplaySettingsContext);
  if (value === null) {
    throw new Error('useDisplaySettings must be used inside <DisplaySettingsProvider>');
  }
  return value;
}
