import { describe, expect, it } from 'vitest';
import { badgeLabel, headerLabel, truncateDescription } from './bell-labels';

describe('truncateDescription', () => {
  it('keeps a text of 50 characters or fewer as it is', () => {
    const fifty = 'x'.repeat(50);
    expect(truncateDescription(fifty)).toBe(fifty);
    expect(truncateDescription('Dinner at 7')).toBe('Dinner at 7');
    expect(truncateDescription('')).toBe('');
  });

  it('cuts a longer text at 50 characters and adds an ellipsis', () => {
    expect(truncateDescription('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
    expect(truncateDescription('z'.repeat(300))).toHaveLength(53);
  });

  it('drops a space left at the cut', () => {
    expect(truncateDescription(`${'a'.repeat(49)} bcd`)).toBe(`${'a'.repeat(49)}...`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = `${'🎉'.repeat(50)}!`;
    expect(truncateDescription(text)).toBe(`${'🎉'.repeat(50)}...`);
  });
});

describe('badgeLabel', () => {
  it('shows the count up to 9, then "9+"', () => {
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
    expect(badgeLabel(250)).toBe('9+');
  });
});

describe('headerLabel', () => {
  it('says "N Item(s)", or "No Notifications" when there is nothing', () => {
    expect(headerLabel(0)).toBe('No Notifications');
    expect(headerLabel(1)).toBe('1 Item(s)');
    expect(headerLabel(12)).toBe('12 Item(s)');
  });
});
