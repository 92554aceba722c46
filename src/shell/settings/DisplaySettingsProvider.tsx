import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_DISPLAY_SETTINGS, type DisplaySettings } from '../../lib/constants';
import { changeSettings, COLOR_WEAK_CLASS, normaliseSettings } from '../../lib/displaySettings';
import { storage as appStorage, type ConsoleStorage } from '../../lib/storage';
import { DisplaySettingsContext, type DisplaySettingsContextValue } from './DisplaySettingsContext';
import './colorWeak.css';

export interface DisplaySettingsProviderProps {
  /** Where the settings live (spec 3 "display settings", key DEFAULT_SETTINGS); the app's by default. */
  storage?: ConsoleStorage;
  children: ReactNode;
}

/** Holds the display settings, stored in the browser, and the open state of the drawer. */
export function DisplaySettingsProvider({
  storage = appStorage,
  children,
}: DisplaySettingsProviderProps) {
  const [settings, setSettings] = useState<DisplaySettings>(() =>
    normaliseSettings(storage.get('DEFAULT_SETTINGS')),
  );
  const [drawerOpen, setDrawerOpen] = useState(false);

  // Colour-weak mode filters the whole page, drawers and messages included (spec 2.9).
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(COLOR_WEAK_CLASS, settings.colorWeak);
    return () => root.classList.remove(COLOR_WEAK_CLASS);
  }, [settings.colorWeak]);

  const value = useMemo<DisplaySettingsContextValue>(
    () => ({
      settings,
      update(change) {
        const next = changeSettings(settings, change);
        setSettings(next);
        storage.set('DEFAULT_SETTINGS', next);
      },
      reset() {
        setSettings({ ...DEFAULT_DISPLAY_SETTINGS });
        storage.remove('DEFAULT_SETTINGS');
      },
      drawerOpen,
      openDrawer: () => setDrawerOpen(true),
      closeDrawer: () => setDrawerOpen(false),
    }),
    [settings, drawerOpen, storage],
  );

  return (
    <DisplaySettingsContext.Provider value={value}>{children}</DisplaySettingsContext.Provider>
  );
}
