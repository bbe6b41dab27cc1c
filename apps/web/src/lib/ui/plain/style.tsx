/** What every plain component shares: Mantine's style props, resolved as Mantine resolves them, and the element. */
import type { CSSProperties, ComponentPropsWithRef, ElementType } from 'react';
import {
  getFontSize,
  getLineHeight,
  getSpacing,
  rem,
  type MantineFontSize,
  type MantineLineHeight,
  type MantineSpacing,
} from '@mantine/core';

export type Spacing = MantineSpacing | number;
export type Size = number | string;

/** The style props these components take: Mantine's names and meanings. */
export interface PlainStyleProps {
  m?: Spacing;
  mt?: Spacing;
  mb?: Spacing;
  ml?: Spacing;
  mr?: Spacing;
  mx?: Spacing;
  my?: Spacing;
  p?: Spacing;
  pt?: Spacing;
  pb?: Spacing;
  pl?: Spacing;
  pr?: Spacing;
  px?: Spacing;
  py?: Spacing;
  /** Font weight. */
  fw?: CSSProperties['fontWeight'];
  /** Font size: a theme size, a heading's (`h4`), or px. */
  fz?: MantineFontSize | `h${1 | 2 | 3 | 4 | 5 | 6}` | number;
  lh?: MantineLineHeight | number;
  /** Text colour: `dimmed`, a theme colour (`red`, its text shade) or one shade of it (`brand.8`), or any CSS colour. */
  c?: string;
  /** Background: a theme colour's shade (`gray.0`) or any CSS colour. */
  bg?: string;
  ta?: CSSProperties['textAlign'];
  tt?: CSSProperties['textTransform'];
  display?: CSSProperties['display'];
  w?: Size;
  h?: Size;
  maw?: Size;
  miw?: Size;
}

const SPACING_PROPS: Record<string, Array<keyof CSSProperties>> = {
  m: ['margin'],
  mt: ['marginTop'],
  mb: ['marginBottom'],
  ml: ['marginLeft'],
  mr: ['marginRight'],
  mx: ['marginInline'],
  my: ['marginBlock'],
  p: ['padding'],
  pt: ['paddingTop'],
  pb: ['paddingBottom'],
  pl: ['paddingLeft'],
  pr: ['paddingRight'],
  px: ['paddingInline'],
  py: ['paddingBlock'],
};
const SIZE_PROPS: Record<string, keyof CSSProperties> = { w: 'width', h: 'height', maw: 'maxWidth', miw: 'minWidth' };
export const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** `dimmed`, `brand.8`, `red` (a theme colour: its text shade) or a CSS colour, as Mantine's `c` resolves them. */
function textColour(value: string, text: boolean): string {
  if (value === 'dimmed' || value === 'bright') return `var(--mantine-color-${value})`;
  const [name, shade] = value.split('.');
  if (shade !== undefined && /^\d$/.test(shade)) return `var(--mantine-color-${name}-${shade})`;
  // A bare word that is not a CSS keyword or function: a theme colour.
  if (/^[a-z]+$/.test(value) && !CSS_COLOUR_WORDS.has(value))
    return text ? `var(--mantine-color-${value}-text)` : `var(--mantine-color-${value}-filled)`;
  return value;
}
const CSS_COLOUR_WORDS = new Set([
  'white',
  'black',
  'transparent',
  'inherit',
  'currentcolor',
  'currentColor',
  'initial',
  'unset',
]);

/** Splits Mantine's style props off `props`: the inline style they make, and the other props. */
export function splitStyleProps<P extends PlainStyleProps>(props: P): [CSSProperties, Omit<P, keyof PlainStyleProps>] {
  const style: Record<string, string | number | undefined> = {};
  const rest: Record<string, unknown> = {};
  for (const key in props) {
    const value = props[key] as unknown;
    const spacing = SPACING_PROPS[key];
    if (spacing) {
      if (value !== undefined) for (const property of spacing) style[property] = getSpacing(value as Spacing);
    } else if (key in SIZE_PROPS) {
      if (value !== undefined)
        style[SIZE_PROPS[key] as string] = typeof value === 'number' ? rem(value) : (value as string);
    } else if (key === 'fw') style.fontWeight = value as string | number | undefined;
    else if (key === 'fz') {
      if (value !== undefined)
        style.fontSize =
          typeof value === 'string' && HEADINGS.has(value) ? `var(--mantine-${value}-font-size)` : getFontSize(value);
    } else if (key === 'lh') style.lineHeight = getLineHeight(value);
    else if (key === 'c') style.color = typeof value === 'string' ? textColour(value, true) : undefined;
    else if (key === 'bg') style.background = typeof value === 'string' ? textColour(value, false) : undefined;
    else if (key === 'ta') style.textAlign = value as string | undefined;
    else if (key === 'tt') style.textTransform = value as string | undefined;
    else if (key === 'display') style.display = value as string | undefined;
    else rest[key] = value;
  }
  return [style as CSSProperties, rest as Omit<P, keyof PlainStyleProps>];
}

/** Own props, then the style props, then the element's (or `component`'s) props. */
export type Polymorphic<C extends ElementType, Own> = Own &
  PlainStyleProps & { component?: C } & Omit<ComponentPropsWithRef<C>, keyof Own | keyof PlainStyleProps | 'component'>;

/** `className` before Mantine's classes; `style`, then the variables, then the style props (Mantine's order). */
export function element(
  component: ElementType,
  classes: string,
  vars: Record<string, string | undefined> | null,
  props: { className?: string; style?: CSSProperties } & PlainStyleProps & Record<string, unknown>,
  data?: Record<string, string | boolean | undefined>,
) {
  const [styleProps, others] = splitStyleProps(props);
  const { className, style, ...rest } = others as { className?: string; style?: CSSProperties };
  const Component = component;
  return (
    <Component
      className={className ? `${className} ${classes}` : classes}
      style={{ ...style, ...vars, ...styleProps }}
      {...data}
      {...rest}
    />
  );
}
