/** Mantine's Badge and Button as plain elements, coloured by the theme's variant resolver as Mantine's are. */
// Every string here is a class name or a CSS value, none is text.
/* eslint-disable lingui/no-unlocalized-strings */
import type { ElementType, ReactNode } from 'react';
import {
  getFontSize,
  getRadius,
  getSize,
  useMantineTheme,
  type MantineRadius,
  type MantineSize,
  type MantineTheme,
} from '@mantine/core';
import { element, type Polymorphic } from './style';

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
