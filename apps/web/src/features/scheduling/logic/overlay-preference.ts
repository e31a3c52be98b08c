// Whether the free-together overlay is on: a per-browser choice, remembered across visits.
import { useCallback, useState } from 'react';

export const OVERLAY_STORAGE_KEY = 'hangtime.free-together-overlay';

/** On unless the person turned it off; on too when storage cannot be read (private modes). */
export function readOverlayPreference(): boolean {
  try {
    return window.localStorage.getItem(OVERLAY_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function writeOverlayPreference(isOn: boolean): void {
  try {
    window.localStorage.setItem(OVERLAY_STORAGE_KEY, isOn ? 'on' : 'off');
  } catch {
    // Storage full or blocked: the choice holds for this visit only.
  }
}

export function useOverlayPreference(): [boolean, (isOn: boolean) => void] {
  const [isOn, setOn] = useState(readOverlayPreference);
  const change = useCallback((next: boolean) => {
    writeOverlayPreference(next);
    setOn(next);
  }, []);
  return [isOn, change];
}
