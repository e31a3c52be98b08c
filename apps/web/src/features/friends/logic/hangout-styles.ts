import { hangoutStyles, type HangoutStyle } from '@hangtime/core/friends/schemas';

const labels: Record<HangoutStyle, string> = {
  solo_only: 'Solo only',
  groups_only: 'Groups only',
  either: 'Either',
};

export const hangoutStyleOptions = hangoutStyles.map((value) => ({ value, label: labels[value] }));

export function toHangoutStyle(value: string): HangoutStyle | null {
  return hangoutStyles.find((style) => style === value) ?? null;
}
