/**
 * Mantine's layout and text components as plain elements (docs/decisions/022): Stack, Group, Text, Title, Anchor,
 * Container, Paper, Card, Badge, Typography, VisuallyHidden, Skeleton, Button, Checkbox and NativeSelect with the
 * classes and CSS variables Mantine's own components put on their element, so they look the same (Mantine's CSS for
 * them is in app/styles.ts), without Mantine's work for each instance: its props merged with the theme's, its class
 * names, styles and variables resolved, its style props parsed. That work costs 50–120 µs an instance where an element
 * costs 2 µs (measured with renderToString in Node), and a page draws hundreds of them, on the server for every visitor
 * and in the phone's browser at hydration.
 *
 * They take the props the pages use; the types refuse the rest (responsive values, `grow`, gradients...), for which
 * Mantine's component is the one to use. Style props (style.tsx): margins and paddings (theme spacing or a number of
 * px), `fw`, `fz`, `lh`, `c`, `bg`, `ta`, `tt`, `display` and sizes, resolved as Mantine resolves them.
 */
export { Card, Container, Group, Paper, Skeleton, Stack } from './layout';
export { Anchor, Text, Title, Typography, VisuallyHidden } from './text';
export { Badge, Button } from './buttons';
export { Checkbox, NativeSelect, optionElements } from './inputs';
