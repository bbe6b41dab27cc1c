/**
 * Mantine's layout and text components as plain elements (docs/decisions/022): Stack, Group, Text, Title, Anchor,
 * Container, Paper, Card, Badge, Typography, VisuallyHidden, Skeleton, Button, Checkbox and NativeSelect with the classes and CSS variables Mantine's own components put on their
 * element, so they look the same (Mantine's CSS for them is in app/styles.ts), without Mantine's work for each
 * instance: its props merged with the theme's, its class names, styles and variables resolved, its style props
 * parsed. That work costs 50–120 µs an instance where an element costs 2 µs (measured with renderToString in Node),
 * and a page draws hundreds of them, on the server for every visitor and in the phone's browser at hydration.
 *
 * They take the props the pages use; the types refuse the rest (responsive values, `grow`, gradients...), for which
 * Mantine's component is the one to use. Style props: margins and paddings (theme spacing or a number of px),
 * `fw`, `fz`, `lh`, `c`, `bg`, `ta`, `tt`, `display` and sizes, resolved as Mantine resolves them.
 */
// Every string here is a class name or a CSS value, none is text.
/* eslint-disable lingui/no-unlocalized-strings */
import {
  useId,
  type CSSProperties,
  type ChangeEventHandler,
  type ComponentPropsWithRef,
  type ElementType,
  type ReactNode,
} from 'react';
import {
  getFontSize,
  getLineHeight,
  getRadius,
  getShadow,
  getSize,
  getSpacing,
  rem,
  useMantineTheme,
  type MantineFontSize,
  type MantineLineHeight,
  type MantineRadius,
  type MantineShadow,
  type MantineSize,
  type MantineSpacing,
  type MantineTheme,
} from '@mantine/core';

type Spacing = MantineSpacing | number;
type Size = number | string;

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
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

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
type Polymorphic<C extends ElementType, Own> = Own &
  PlainStyleProps & { component?: C } & Omit<ComponentPropsWithRef<C>, keyof Own | keyof PlainStyleProps | 'component'>;

/** `className` before Mantine's classes; `style`, then the variables, then the style props (Mantine's order). */
function element(
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

/** Mantine's Stack: a column with a gap. */
export function Stack<C extends ElementType = 'div'>({
  component,
  gap = 'md',
  align = 'stretch',
  justify = 'flex-start',
  ...props
}: Polymorphic<C, { gap?: Spacing; align?: CSSProperties['alignItems']; justify?: CSSProperties['justifyContent'] }>) {
  return element(
    component ?? 'div',
    'm_6d731127 mantine-Stack-root',
    { '--stack-gap': getSpacing(gap), '--stack-align': align as string, '--stack-justify': justify as string },
    props,
  );
}

/** Mantine's Group: a wrapping row with a gap. */
export function Group<C extends ElementType = 'div'>({
  component,
  gap = 'md',
  align = 'center',
  justify = 'flex-start',
  wrap = 'wrap',
  ...props
}: Polymorphic<
  C,
  {
    gap?: Spacing;
    align?: CSSProperties['alignItems'];
    justify?: CSSProperties['justifyContent'];
    wrap?: CSSProperties['flexWrap'];
  }
>) {
  return element(
    component ?? 'div',
    'm_4081bf90 mantine-Group-root',
    {
      '--group-gap': getSpacing(gap),
      '--group-align': align as string,
      '--group-justify': justify as string,
      '--group-wrap': wrap as string,
    },
    props,
  );
}

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

/** Mantine's Container: the page's width (the theme's `lg`), centred, with side padding. */
export function Container<C extends ElementType = 'div'>({
  component,
  size = 'lg',
  fluid,
  ...props
}: Polymorphic<C, { size?: MantineSize | number; fluid?: boolean }>) {
  const width = typeof size === 'number' ? rem(size) : `var(--container-size-${size})`;
  return element(
    component ?? 'div',
    'm_7485cace mantine-Container-root',
    { '--container-size': fluid ? undefined : width },
    props,
    {
      'data-size': typeof size === 'number' ? undefined : size,
      'data-fluid': fluid || undefined,
      'data-strategy': 'block',
    },
  );
}

/** Mantine's Paper: a surface with the theme's radius, optionally a border and a shadow. */
export function Paper<C extends ElementType = 'div'>({
  component,
  radius,
  shadow,
  withBorder,
  ...props
}: Polymorphic<C, { radius?: MantineRadius; shadow?: MantineShadow; withBorder?: boolean }>) {
  return element(
    component ?? 'div',
    'm_1b7284a3 mantine-Paper-root',
    { '--paper-radius': radius === undefined ? undefined : getRadius(radius), '--paper-shadow': getShadow(shadow) },
    props,
    {
      'data-with-border': withBorder || undefined,
    },
  );
}

/** Mantine's Card (without sections): a Paper with the card's padding. */
export function Card<C extends ElementType = 'div'>({
  component,
  padding,
  radius,
  shadow,
  withBorder,
  ...props
}: Polymorphic<C, { padding?: Spacing; radius?: MantineRadius; shadow?: MantineShadow; withBorder?: boolean }>) {
  return element(
    component ?? 'div',
    'm_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root',
    {
      '--card-padding': getSpacing(padding),
      '--paper-radius': radius === undefined ? undefined : getRadius(radius),
      '--paper-shadow': getShadow(shadow),
    },
    props,
    { 'data-orientation': 'vertical', 'data-with-border': withBorder || undefined },
  );
}

/** Each (variant, colour)'s CSS variables, resolved once by the theme's resolver (as Mantine's Button and Badge do). */
const variantColours = new WeakMap<MantineTheme, Map<string, ReturnType<MantineTheme['variantColorResolver']>>>();
function resolveVariant(theme: MantineTheme, variant: string | undefined, color: string | undefined) {
  let forTheme = variantColours.get(theme);
  if (!forTheme) variantColours.set(theme, (forTheme = new Map()));
  const key = `${variant ?? ''} ${color ?? ''}`;
  let colours = forTheme.get(key);
  if (!colours)
    forTheme.set(
      key,
      (colours = theme.variantColorResolver({
        color: color ?? theme.primaryColor,
        theme,
        variant: variant ?? 'filled',
      })),
    );
  return colours;
}

/** Mantine's Badge (filled, light, outline...; no dot). */
export function Badge<C extends ElementType = 'div'>({
  component,
  variant,
  color,
  size,
  radius,
  circle,
  fullWidth,
  children,
  ...props
}: Polymorphic<
  C,
  {
    variant?: 'filled' | 'light' | 'outline' | 'default' | 'white';
    color?: string;
    size?: MantineSize;
    radius?: MantineRadius;
    circle?: boolean;
    fullWidth?: boolean;
    children?: ReactNode;
  }
>) {
  const colours = resolveVariant(useMantineTheme(), variant, color);
  // Neither a variant nor a colour: the badge's CSS has the primary filled one.
  const chosen = variant !== undefined || color !== undefined;
  return element(
    component ?? 'div',
    'm_347db0ec mantine-Badge-root',
    {
      '--badge-height': getSize(size, 'badge-height'),
      '--badge-padding-x': getSize(size, 'badge-padding-x'),
      '--badge-fz': getSize(size, 'badge-fz'),
      '--badge-radius': circle || radius === undefined ? undefined : getRadius(radius),
      '--badge-bg': chosen ? colours.background : undefined,
      '--badge-color': chosen ? colours.color : undefined,
      '--badge-bd': chosen ? colours.border : undefined,
    },
    { ...props, children: <span className="m_5add502a mantine-Badge-label">{children}</span> },
    {
      'data-variant': variant,
      'data-size': size,
      'data-block': fullWidth || undefined,
      'data-circle': circle || undefined,
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

/** Mantine's Skeleton: a grey placeholder box (shimmering), or its children hidden while `visible`. */
export function Skeleton<C extends ElementType = 'div'>({
  component,
  height,
  width,
  radius,
  circle,
  visible = true,
  animate = true,
  ...props
}: Polymorphic<
  C,
  { height?: Size; width?: Size; radius?: MantineRadius; circle?: boolean; visible?: boolean; animate?: boolean }
>) {
  const size = (value: Size | undefined) => (value === undefined ? undefined : rem(value));
  return element(
    component ?? 'div',
    'm_18320242 mantine-Skeleton-root',
    {
      '--skeleton-height': size(height),
      '--skeleton-width': circle ? size(height) : size(width),
      '--skeleton-radius': circle ? '1000px' : radius === undefined ? undefined : getRadius(radius),
    },
    props,
    { 'data-visible': visible || undefined, 'data-animate': animate || undefined },
  );
}

type ButtonVariant = 'default' | 'filled' | 'light' | 'outline' | 'subtle' | 'white';
type ButtonSize = MantineSize | `compact-${MantineSize}`;

function buttonColourVars(theme: MantineTheme, variant: ButtonVariant | undefined, color: string | undefined) {
  const colours = resolveVariant(theme, variant, color);
  // Neither a variant nor a colour: the button's CSS has the primary filled one, only its text colour is set.
  const chosen = variant !== undefined || color !== undefined;
  return {
    '--button-bg': chosen ? colours.background : undefined,
    '--button-hover': chosen ? colours.hover : undefined,
    '--button-color': colours.color,
    '--button-bd': chosen ? colours.border : undefined,
    '--button-hover-color': chosen ? colours.hoverColor : undefined,
  };
}

/**
 * Mantine's Button (or `component`: a Link), size `md` by default as the theme says. No `loading` state: a button
 * that shows one is Mantine's.
 */
export function Button<C extends ElementType = 'button'>({
  component,
  variant,
  color,
  size = 'md',
  radius,
  fullWidth,
  leftSection,
  rightSection,
  disabled,
  children,
  ...props
}: Polymorphic<
  C,
  {
    variant?: ButtonVariant;
    color?: string;
    size?: ButtonSize;
    radius?: MantineRadius;
    fullWidth?: boolean;
    leftSection?: ReactNode;
    rightSection?: ReactNode;
    disabled?: boolean;
    children?: ReactNode;
  }
>) {
  const theme = useMantineTheme();
  const Component: ElementType = component ?? 'button';
  const vars = {
    '--button-height': getSize(size, 'button-height'),
    '--button-padding-x': getSize(size, 'button-padding-x'),
    '--button-fz': getFontSize(size.replace('compact-', '')),
    '--button-radius': radius === undefined ? undefined : getRadius(radius),
    ...buttonColourVars(theme, variant, color),
  };
  return element(
    Component,
    `mantine-focus-auto${disabled ? '' : ' mantine-active'} m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`,
    vars,
    {
      ...props,
      children: (
        <span className="m_80f1301b mantine-Button-inner">
          {leftSection && (
            <span className="m_a74036a mantine-Button-section" data-position="left">
              {leftSection}
            </span>
          )}
          <span className="m_811560b9 mantine-Button-label">{children}</span>
          {rightSection && (
            <span className="m_a74036a mantine-Button-section" data-position="right">
              {rightSection}
            </span>
          )}
        </span>
      ),
    },
    {
      'data-variant': variant,
      'data-size': size,
      'data-disabled': disabled || undefined,
      'data-block': fullWidth || undefined,
      'data-with-left-section': leftSection ? true : undefined,
      'data-with-right-section': rightSection ? true : undefined,
      // A <button> is a plain button, not a form's submit, unless it says so (Mantine's UnstyledButton).
      ...(Component === 'button' ? { type: 'button', disabled } : {}),
    },
  );
}

const checkboxColour = (theme: MantineTheme) => `var(--mantine-color-${theme.primaryColor}-filled)`;

/** Mantine's Checkbox (filled, the primary colour) with its label and an optional description. */
export function Checkbox({
  label,
  description,
  checked,
  onChange,
  id,
  ...input
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
  id?: string;
} & Omit<ComponentPropsWithRef<'input'>, 'type' | 'checked' | 'onChange'>) {
  const theme = useMantineTheme();
  const generated = `mantine-${useId()}`;
  const inputId = id ?? generated;
  const describedBy = description ? `${inputId}-description` : undefined;
  return (
    <div
      style={
        {
          '--checkbox-radius': 'var(--mantine-radius-sm)',
          '--checkbox-color': checkboxColour(theme),
          '--checkbox-icon-color': 'var(--mantine-color-white)',
        } as CSSProperties
      }
      className="m_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root"
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className="m_5f6e695e mantine-Checkbox-body">
        <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
          <input
            className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
            data-with-error-styles="true"
            id={inputId}
            aria-describedby={describedBy}
            type="checkbox"
            checked={checked}
            onChange={onChange}
            {...input}
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className="m_bf295423 mantine-Checkbox-icon"
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className="m_d3ea56bb mantine-Checkbox-labelWrapper">
          <label className="m_8ee546b8 mantine-Checkbox-label" htmlFor={inputId}>
            {label}
          </label>
          {description && (
            <p
              className="m_328f68c0 mantine-Checkbox-description m_fe47ce59 mantine-InputWrapper-description"
              id={describedBy}
            >
              {description}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

const CHEVRON_PATH =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/**
 * Mantine's NativeSelect (size sm, a label, no description or error) around plain `<option>` children
 * (`optionElements`): Mantine draws it from six components (wrapper, label, input, base, section, chevron), about
 * 230 µs, and the job search shows five.
 */
export function NativeSelect({
  label,
  className,
  id,
  children,
  disabled,
  ...select
}: { label: ReactNode; className?: string; children: ReactNode } & Omit<
  ComponentPropsWithRef<'select'>,
  'className' | 'children' | 'style'
>) {
  const generated = `mantine-${useId()}`;
  const selectId = id ?? generated;
  return (
    <div
      className={
        className
          ? `${className} m_46b77525 mantine-InputWrapper-root mantine-NativeSelect-root`
          : 'm_46b77525 mantine-InputWrapper-root mantine-NativeSelect-root'
      }
      data-size="sm"
    >
      <label
        style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
        className="m_8fdc1311 mantine-InputWrapper-label mantine-NativeSelect-label"
        data-size="sm"
        htmlFor={selectId}
        id={`${selectId}-label`}
      >
        {label}
      </label>
      <div
        style={
          {
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
            '--input-right-section-pointer-events': 'none',
          } as CSSProperties
        }
        className="m_6c018570 mantine-Input-wrapper mantine-NativeSelect-wrapper"
        data-variant="default"
        data-size="sm"
        data-disabled={disabled || undefined}
        data-pointer="true"
        data-with-right-section="true"
      >
        <select
          className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
          data-variant="default"
          data-disabled={disabled || undefined}
          disabled={disabled}
          id={selectId}
          {...select}
        >
          {children}
        </select>
        <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section">
          <svg
            style={{ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties}
            className="m_2943220b mantine-ComboboxChevron-chevron"
            data-size="sm"
            data-combobox-chevron="true"
            viewBox="0 0 15 15"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
          >
            <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </div>
      </div>
    </div>
  );
}

/**
 * A native select's options as plain `<option>` elements, for Mantine's NativeSelect's children: its `data` makes a
 * Mantine component of each option (a district list is 137 of them).
 */
export function optionElements(data: ReadonlyArray<{ value: string; label: string } | string>) {
  return data.map((item) => {
    const { value, label } = typeof item === 'string' ? { value: item, label: item } : item;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}
