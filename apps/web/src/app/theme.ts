import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A deep green; shade 7 (the primary shade) gives 6.2:1 against white, 5.9:1 against gray-0. */
const brand: MantineColorsTuple = [
  '#e7f6f2',
  '#cfe9e2',
  '#a2d4c6',
  '#70bea8',
  '#48ab8f',
  '#2f9f80',
  '#1e8f71',
  '#0b6e59',
  '#075c4a',
  '#034a3b',
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  // Users who ask their system for less motion get no transitions (also what the accessibility tests rely on).
  respectReducedMotion: true,
  primaryShade: { light: 7, dark: 4 },
  autoContrast: true,
  defaultRadius: 'md',
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    // Plain objects, not Anchor.extend() and the like: that would put Mantine's components in every first download
    // (the pages draw lib/ui/plain's, which have these defaults too).
    // Links inside text must not rely on colour alone.
    Anchor: { defaultProps: { underline: 'always' } },
    Button: { defaultProps: { size: 'md' } },
    Container: { defaultProps: { size: 'lg' } },
    // Dialog headers are <header> elements; without a role they count as a second page banner landmark.
    // Drawer and Modal: the modal base, scroll area and floating-ui behind them would come too.
    // No scroll lock: it injects a style sheet, and restyling the whole page behind the dialog was most of a tap's
    // time on a phone (Filters on /jobs: 560 ms → ~190 ms at 4× CPU). The dialog's own scrolling stops at its ends and
    // a touch on the overlay does not scroll the page (global.css).
    Drawer: { defaultProps: { lockScroll: false, attributes: { header: { role: 'none' } } } },
    Modal: {
      defaultProps: { lockScroll: false, attributes: { header: { role: 'none' } } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    // The show/hide toggle must be reachable by keyboard and named.
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true } },
  },
});

/** Darker defaults where Mantine's light-scheme colours fall under 4.5:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': '#6c757d',
    // Title text of green "light" alerts: green-9 on green-1 is only 3.8:1.
    '--mantine-color-green-light-color': '#1e6b30',
    // … and of yellow ones (the fee-phrase warnings): yellow-9 on the light yellow is 2.7:1, this is 7.2:1.
    '--mantine-color-yellow-light-color': '#7a4300',
  },
  dark: {},
});
