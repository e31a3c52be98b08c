// The theme's colour choices against WCAG AA (4.5:1 for text), computed from Mantine's palette: a
// shade changed here that no longer reads fails at once, even on a screen the axe spec never opens.
import { DEFAULT_THEME, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver } from './theme';

type Rgb = [number, number, number];

const hex = (value: string): Rgb => [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16)) as Rgb;

/** A value of the resolver (a palette variable, black or white, or a color-mix of two) as RGB. */
function resolve(value: string): Rgb {
  const mix = value.match(/^color-mix\(in srgb, (.+) (\d+)%, (.+)\)$/);
  if (mix) {
    const [first, second, share] = [resolve(mix[1]!), resolve(mix[3]!), Number(mix[2]) / 100];
    return first.map((channel, index) => channel * share + second[index]! * (1 - share)) as Rgb;
  }
  if (value === 'var(--mantine-color-black)') return [0, 0, 0];
  if (value === 'var(--mantine-color-white)') return [255, 255, 255];
  const shade = value.match(/^var\(--mantine-color-(\w+)-(\d)\)$/);
  if (!shade) throw new Error(`cannot resolve ${value}`);
  return hex(DEFAULT_THEME.colors[shade[1]!]![Number(shade[2])]!);
}

function luminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map((channel) => {
    const unit = channel / 255;
    return unit <= 0.03928 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const resolved = cssVariablesResolver(DEFAULT_THEME as MantineTheme);
const WHITE: Rgb = [255, 255, 255];
const shadeOf = (color: string, index: number) => hex(DEFAULT_THEME.colors[color]![index]!);
const entries = (variables: Record<string, string>, suffix: string) =>
  Object.entries(variables)
    .filter(([name]) => name.endsWith(suffix))
    .map(([name, value]) => [name.replace('--mantine-color-', '').replace(suffix, ''), value] as const);

describe('theme colours', () => {
  it.each(entries(resolved.light, '-text'))('light %s text reads at 4.5:1 on white and on its tint', (color, value) => {
    expect(contrast(resolve(value), WHITE)).toBeGreaterThanOrEqual(4.5);
    // Mantine's light variant (a light badge, alert or panel) is the colour's shade 1.
    expect(contrast(resolve(value), shadeOf(color, 1))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(entries(resolved.light, '-text'))(
    "dark %s text (Mantine's shade 4) reads at 4.5:1 on the dark surfaces",
    (color) => {
      for (const surface of [shadeOf('dark', 7), shadeOf('dark', 8), shadeOf('dark', 6)])
        expect(contrast(shadeOf(color, 4), surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(entries(resolved.light, '-text'))('light %s badges and alerts read at 4.5:1 on their tint', (color) => {
    // Mantine's light variant writes shade 9 on shade 1, unless the theme names another colour.
    const text = resolved.light[`--mantine-color-${color}-light-color`] ?? `var(--mantine-color-${color}-9)`;
    expect(contrast(resolve(text), shadeOf(color, 1))).toBeGreaterThanOrEqual(4.5);
  });

  // Every colour of the palette, as a filled badge or button draws it (the theme's fill, else
  // Mantine's shade 7, the theme's primary shade), in both schemes.
  const paletteColors = Object.keys(DEFAULT_THEME.colors);
  it.each(paletteColors.flatMap((color) => [['light', color] as const, ['dark', color] as const]))(
    '%s %s fills carry white text at 4.5:1',
    (scheme, color) => {
      const fill = resolved[scheme][`--mantine-color-${color}-filled`] ?? `var(--mantine-color-${color}-7)`;
      expect(contrast(resolve(fill), WHITE)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('dimmed text reads at 4.5:1 on the cards and on the page behind them, in both schemes', () => {
    const lightDimmed = resolve(resolved.light['--mantine-color-dimmed']!);
    const darkDimmed = resolve(resolved.dark['--mantine-color-dimmed']!);
    for (const surface of [WHITE, shadeOf('gray', 0)])
      expect(contrast(lightDimmed, surface)).toBeGreaterThanOrEqual(4.5);
    for (const surface of [shadeOf('dark', 7), shadeOf('dark', 8), shadeOf('dark', 6)])
      expect(contrast(darkDimmed, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('the primary colour carries white text at 4.5:1 in both schemes', () => {
    // primaryShade is 7 in both; Mantine's dark default, 5, reads at 3.7:1.
    expect(contrast(shadeOf('indigo', 7), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shadeOf('indigo', 5), WHITE)).toBeLessThan(4.5);
  });
});
