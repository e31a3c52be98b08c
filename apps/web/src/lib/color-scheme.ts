// The colour scheme a person chose on this device: System (follows the device's light or dark
// setting, the default), Light or Dark. Kept in localStorage, not on the server: it is about the
// screen in front of them (a phone in dark mode, a bright office monitor), and index.html must
// read it before the first paint, long before any request could answer.
import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

/** The localStorage key; index.html's first script reads the same one (color-scheme.test.ts holds them together). */
export const COLOR_SCHEME_KEY = 'hangtime-color-scheme';

/** What MantineProvider reads and writes the choice through; other tabs hear of a change. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

export const colorSchemeChoices: { value: MantineColorScheme; label: string }[] = [
  { value: 'auto', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** A choice from a control or from storage: one of the three, else System. */
export function parseColorSchemeChoice(value: string | null): MantineColorScheme {
  return colorSchemeChoices.find((choice) => choice.value === value)?.value ?? 'auto';
}
