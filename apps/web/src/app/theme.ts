import { createTheme, type CSSVariablesResolver, type ModalProps, type MantineThemeComponent } from '@mantine/core';

// Indigo reads as calm and trustworthy; shade 7 keeps white button text above 4.5:1 contrast.
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '750' },
  focusRing: 'auto',
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
// `c="red"` (and the other colours here) names a colour's text shade: in light, the darker one
// that reads at 4.5:1 on white and on its own light tint; in dark, Mantine's shade 4, which reads
// on the dark body. So text colours are written as `c="red"`, never as a fixed shade.
// --ht-color-divider (lines between rows) and --ht-color-subtle (a quiet panel's fill) are the
// app's two surface colours that Mantine has no name for.
const textShades = { indigo: 8, red: 8, green: 9, orange: 9, grape: 9, yellow: 9, teal: 9 } as const;

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.entries(textShades).map(([color, shade]) => [
        `--mantine-color-${color}-text`,
        `var(--mantine-color-${color}-${shade})`,
      ]),
    ),
    '--ht-color-divider': 'var(--mantine-color-gray-2)',
    '--ht-color-subtle': 'var(--mantine-color-gray-0)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--ht-color-divider': 'var(--mantine-color-dark-4)',
    '--ht-color-subtle': 'var(--mantine-color-dark-6)',
  },
});
