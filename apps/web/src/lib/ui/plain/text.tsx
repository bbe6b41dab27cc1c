/** Mantine's text components as plain elements: Text, Anchor, Title, Typography and VisuallyHidden. */
// Every string here is a class name or a CSS value, none is text.
/* eslint-disable lingui/no-unlocalized-strings */
import type { ElementType, ReactNode } from 'react';
import { getFontSize, getLineHeight, rem, type MantineFontSize, type MantineSize } from '@mantine/core';
import { element, HEADINGS, type Polymorphic } from './style';

type TextOwn = {
  size?: MantineSize | number;
  /** A `<span>` instead of a `<p>`. */
  span?: boolean;
  /** The font of the surrounding text. */
  inherit?: boolean;
  lineClamp?: number;
  truncate?: boolean;
};

function textVars(size: MantineSize | number | undefined, lineClamp: number | undefined) {
  return {
    '--text-fz': getFontSize(size),
    '--text-lh': getLineHeight(size),
    '--text-line-clamp': lineClamp === undefined ? undefined : String(lineClamp),
  };
}
const textData = (
  size: MantineSize | number | undefined,
  { lineClamp, inherit, truncate }: Pick<TextOwn, 'lineClamp' | 'inherit' | 'truncate'>,
) => ({
  'data-size': typeof size === 'string' ? size : undefined,
  'data-line-clamp': lineClamp === undefined ? undefined : true,
  'data-inherit': inherit || undefined,
  'data-truncate': truncate ? 'end' : undefined,
});

/** Mantine's Text: a paragraph (or `span`, or `component`) in a theme font size. */
export function Text<C extends ElementType = 'p'>({
  component,
  size,
  span,
  inherit,
  lineClamp,
  truncate,
  ...props
}: Polymorphic<C, TextOwn>) {
  return element(
    component ?? (span ? 'span' : 'p'),
    'mantine-focus-auto m_b6d8b162 mantine-Text-root',
    textVars(size, lineClamp),
    props,
    textData(size, { lineClamp, inherit, truncate }),
  );
}

/** Mantine's Anchor: a link (or `component`, React Router's Link) underlined as the theme says (always). */
export function Anchor<C extends ElementType = 'a'>({
  component,
  size,
  inherit,
  lineClamp,
  underline = 'always',
  ...props
}: Polymorphic<C, Omit<TextOwn, 'span' | 'truncate'> & { underline?: 'always' | 'hover' | 'not-hover' | 'never' }>) {
  return element(
    component ?? 'a',
    'mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root',
    textVars(size, lineClamp),
    props,
    {
      ...textData(size, { lineClamp, inherit }),
      'data-underline': underline,
    },
  );
}

type HeadingOrder = 1 | 2 | 3 | 4 | 5 | 6;

/** Mantine's Title: a heading of `order`, in its size or another (`size`: a heading's or a theme font size). */
export function Title<C extends ElementType = 'h1'>({
  component,
  order = 1,
  size,
  lineClamp,
  ...props
}: Polymorphic<C, { order?: HeadingOrder; size?: `h${HeadingOrder}` | MantineFontSize | number; lineClamp?: number }>) {
  const named = size === undefined ? `h${order}` : size;
  const heading = typeof named === 'string' && HEADINGS.has(named);
  return element(
    component ?? `h${order}`,
    'm_8a5d1357 mantine-Title-root',
    {
      '--title-fw': `var(--mantine-${heading ? named : `h${order}`}-font-weight)`,
      '--title-lh': `var(--mantine-${heading ? named : `h${order}`}-line-height)`,
      '--title-fz': heading
        ? `var(--mantine-${named}-font-size)`
        : typeof named === 'number'
          ? rem(named)
          : `var(--mantine-font-size-${named})`,
      '--title-line-clamp': lineClamp === undefined ? undefined : String(lineClamp),
    },
    props,
    {
      'data-order': String(order),
      'data-size': typeof size === 'string' ? size : undefined,
      'data-line-clamp': lineClamp === undefined ? undefined : true,
    },
  );
}
/** Mantine's Typography: rich text (headings, lists, links) in the theme's styles. */
export function Typography<C extends ElementType = 'div'>({ component, ...props }: Polymorphic<C, object>) {
  return element(component ?? 'div', 'm_d08caa0 mantine-Typography-root', null, props);
}

/** Mantine's VisuallyHidden: read by screen readers, not shown. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="m_515a97f8 mantine-VisuallyHidden-root">{children}</span>;
}
