/** Mantine's layout components as plain elements: Stack, Group, Container, Paper, Card and Skeleton. */
// Every string here is a class name or a CSS value, none is text.
/* eslint-disable lingui/no-unlocalized-strings */
import type { CSSProperties, ElementType } from 'react';
import {
  getRadius,
  getShadow,
  getSpacing,
  rem,
  type MantineRadius,
  type MantineShadow,
  type MantineSize,
} from '@mantine/core';
import { element, type Polymorphic, type Size, type Spacing } from './style';

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
