import {
  convertCssVariables,
  deepMerge,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  keys,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/**
 * The theme's CSS variables, built once per process (Mantine's MantineProvider builds and serialises them on every
 * render: about 5 % of a server-rendered page's CPU). Mantine's own steps (MantineCssVariables): its defaults for the
 * theme merged with ours, less what its stylesheet already sets.
 */
function buildCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(
    defaultCssVariablesResolver(merged),
    cssVariablesResolver(merged),
  ) as ConvertCSSVariablesInput;
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (mine: Record<string, string>, base: Record<string, string>) =>
    Object.fromEntries(keys(mine).flatMap((key) => (mine[key] === base[key] ? [] : [[key, mine[key]]]))) as Record<
      string,
      string
    >;
  return convertCssVariables(
    {
      variables: changed(variables.variables, defaults.variables),
      light: changed(variables.light, defaults.light),
      dark: changed(variables.dark, defaults.dark),
    },
    ':root',
  );
}

let css: string | undefined;

/** The theme's variables as Mantine's own <style> (MantineProvider runs with `withCssVariables={false}`). */
export function ThemeVariables() {
  css ??= buildCss();
  return <style data-mantine-styles dangerouslySetInnerHTML={{ __html: css }} />;
}
