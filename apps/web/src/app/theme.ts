import { createTheme, type CSSVariablesResolver, type ModalProps, type MantineThemeComponent } from '@mantine/core';

// Indigo reads as calm and trustworthy; shade 7 keeps white button text above 4.5:1 contrast, in
// light and in dark (Mantine's dark default, shade 5, gave 3.7:1).
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 7 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '750' },
  focusRing: 'auto',
  // A person whose system asks for less motion gets dialogs, menus and folds without their
  // animations (WCAG 2.3.3); Mantine animates regardless unless told to respect it.
  respectReducedMotion: true,
  components: {
    // One title weight and size for every dialog (Mantine's own is regular weight, body size),
    // so no modal has to set its own and none looks lighter than the rest.
    // A plain object, not Modal.extend: importing Modal here put the whole dialog (focus trap,
    // scroll lock, portal: 15 KB gzip) into the first download of the landing page.
    Modal: {
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    } satisfies MantineThemeComponent & { styles: ModalProps['styles'] },
  },
});

// Mantine's default "dimmed" grey is 3.3:1 on white (4:1 on its dark body), under the 4.5:1 that
// WCAG AA asks of body text; a step towards the text keeps the quiet look and passes in both.
// `c="red"` (and the other colours here) names a colour's text shade: in light, one that reads at
// 4.5:1 on white and on its own light tint (Mantine's darkest green, orange and yellow do not: 4.4,
// 4.3 and 3.0 on white, teal 4.3 on its tint; so they are mixed towards black); in dark, Mantine's
// shade 4, which reads on the dark body. So text colours are written as `c="red"`, never as a
// fixed shade. theme-colors.test.ts checks each against Mantine's palette.
// --ht-color-divider (lines between rows) and --ht-color-subtle (a quiet panel's fill) are the
// app's two surface colours that Mantine has no name for.
const darkened = (color: string, percent: number) =>
  `color-mix(in srgb, var(--mantine-color-${color}-9) ${percent}%, var(--mantine-color-black))`;
const lightTextColors = {
  indigo: 'var(--mantine-color-indigo-9)',
  red: 'var(--mantine-color-red-9)',
  grape: 'var(--mantine-color-grape-9)',
  teal: darkened('teal', 85),
  green: darkened('green', 85),
  orange: darkened('orange', 85),
  yellow: darkened('yellow', 70),
  blue: 'var(--mantine-color-blue-9)',
};

// Filled buttons, badges and avatars put white text on the colour: Mantine's shade 7 is under
// 4.5:1 for these (yellow 2.1, lime 2.4, green 2.8, orange 3.0, teal 3.1, cyan 3.4, red 3.8, blue
// 4.2), in both schemes. Every colour of the palette gets a readable fill, so a new `color=` never
// brings white text on yellow back (the "Today" badge had it).
const filledColors = {
  blue: 'var(--mantine-color-blue-8)',
  teal: 'var(--mantine-color-teal-9)',
  cyan: 'var(--mantine-color-cyan-9)',
  red: 'var(--mantine-color-red-9)',
  green: darkened('green', 85),
  orange: darkened('orange', 85),
  yellow: darkened('yellow', 70),
  lime: darkened('lime', 80),
};
const filledVariables = Object.fromEntries(
  Object.entries(filledColors).flatMap(([color, value]) => [
    [`--mantine-color-${color}-filled`, value],
    [`--mantine-color-${color}-filled-hover`, `color-mix(in srgb, ${value} 85%, var(--mantine-color-black))`],
  ]),
);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...filledVariables,
    ...Object.fromEntries(
      Object.entries(lightTextColors).map(([color, value]) => [`--mantine-color-${color}-text`, value]),
    ),
    // Light badges and alerts put Mantine's shade 9 on shade 1: under 4.5:1 for these four.
    ...Object.fromEntries(
      (['green', 'orange', 'yellow', 'teal'] as const).map((color) => [
        `--mantine-color-${color}-light-color`,
        lightTextColors[color],
      ]),
    ),
    '--ht-color-divider': 'var(--mantine-color-gray-2)',
    '--ht-color-subtle': 'var(--mantine-color-gray-0)',
  },
  dark: {
    ...filledVariables,
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--ht-color-divider': 'var(--mantine-color-dark-4)',
    '--ht-color-subtle': 'var(--mantine-color-dark-6)',
  },
});
