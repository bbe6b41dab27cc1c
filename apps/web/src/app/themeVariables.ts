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
 * The theme's CSS variables as MantineProvider would write them into every page (MantineCssVariables: Mantine's
 * defaults for the theme merged with ours, less what its stylesheet already sets), for `theme-variables.css`. The
 * provider runs with `withCssVariables={false}`: a page's HTML does not carry these 10 KB on every view (issue 27),
 * the cached stylesheet does. `themeVariables.test.ts` checks the file against this and rewrites it on request.
 */
export function themeVariablesCss(): string {
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
