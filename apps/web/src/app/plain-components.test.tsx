// @vitest-environment jsdom
// lib/ui/plain's components draw what Mantine's draw in the app's theme (the same element, classes, CSS variables,
// style props and data attributes), so the pages look the same: each case renders both and compares.
import type { ElementType, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as M from '@mantine/core';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';
import * as P from '@/lib/ui/plain';
import { SearchField } from '@/lib/ui/SearchField';

/** An element tree as comparable data: tag, class set, style declarations, other attributes, children. */
type Shape = {
  tag: string;
  classes: string[];
  style: Record<string, string>;
  attributes: Record<string, string>;
  children: Array<Shape | string>;
};

function shape(node: Element): Shape {
  const attributes: Record<string, string> = {};
  const style: Record<string, string> = {};
  for (const { name, value } of Array.from(node.attributes)) {
    if (name === 'class') continue;
    if (name === 'style') {
      for (const declaration of value.split(';')) {
        const at = declaration.indexOf(':');
        if (at > 0) style[declaration.slice(0, at).trim()] = declaration.slice(at + 1).trim();
      }
    } else if (name === 'id' || name === 'for' || name === 'aria-describedby') {
      // Generated ids differ between two renders; that they are present (and paired) is what counts.
      attributes[name] = value.replace(/_R_\w+_/, 'ID');
    } else attributes[name] = value;
  }
  const children = Array.from(node.childNodes).flatMap((child): Array<Shape | string> =>
    child.nodeType === 1 ? [shape(child as Element)] : child.textContent ? [child.textContent] : [],
  );
  return { tag: node.tagName.toLowerCase(), classes: [...node.classList].sort(), style, attributes, children };
}

function markup(element: ReactElement): Shape[] {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false}>
      {element}
    </MantineProvider>,
  );
  const host = document.createElement('div');
  host.innerHTML = html;
  return Array.from(host.children).map(shape);
}

const same = (plain: ReactElement, mantine: ReactElement) => expect(markup(plain)).toEqual(markup(mantine));

/** A case whose props are the same for both: `draw` is written once and rendered with each component. */
const both = (plain: ElementType, mantine: ElementType, draw: (Component: ElementType) => ReactElement) =>
  same(draw(plain), draw(mantine));

describe('the plain components draw what Mantine draws', () => {
  it('Stack and Group, with their defaults, gaps, alignment and style props', () => {
    same(<P.Stack>x</P.Stack>, <M.Stack>x</M.Stack>);
    both(P.Stack, M.Stack, (Stack) => (
      <Stack gap="xs" align="flex-start" component="ul" mt={4} maw={480} className="list" aria-label="Jobs">
        <li>x</li>
      </Stack>
    ));
    same(<P.Group>x</P.Group>, <M.Group>x</M.Group>);
    both(P.Group, M.Group, (Group) => (
      <Group gap={6} justify="space-between" wrap="nowrap" align="flex-start" p="md" bg="gray.0">
        x
      </Group>
    ));
  });

  it('Text, Anchor and Title in their sizes, weights and colours', () => {
    same(<P.Text>x</P.Text>, <M.Text>x</M.Text>);
    both(P.Text, M.Text, (Text) => (
      <Text size="sm" c="dimmed" fw={700} mb="xs" ta="center" lineClamp={2}>
        x
      </Text>
    ));
    both(P.Text, M.Text, (Text) => (
      <Text span c="red" fz="lg" lh={1.2} tt="uppercase" display="block">
        x
      </Text>
    ));
    both(P.Text, M.Text, (Text) => (
      <Text component="label" c="brand.8" inherit>
        x
      </Text>
    ));
    same(<P.Anchor href="/jobs">x</P.Anchor>, <M.Anchor href="/jobs">x</M.Anchor>);
    both(P.Anchor, M.Anchor, (Anchor) => (
      <Anchor href="/jobs" underline="hover" c="brand.8" size="sm" fw={600}>
        x
      </Anchor>
    ));
    same(<P.Title>x</P.Title>, <M.Title>x</M.Title>);
    both(P.Title, M.Title, (Title) => (
      <Title order={3} size="h4" mb={6} id="t">
        x
      </Title>
    ));
    both(P.Title, M.Title, (Title) => (
      <Title order={2} size="lg" fz="xl">
        x
      </Title>
    ));
  });

  it('Container, Paper, VisuallyHidden, Typography and Skeleton', () => {
    same(<P.Container py="xl">x</P.Container>, <M.Container py="xl">x</M.Container>);
    both(P.Container, M.Container, (Container) => (
      <Container size="sm" px={0}>
        x
      </Container>
    ));
    same(<P.Container size={480}>x</P.Container>, <M.Container size={480}>x</M.Container>);
    both(P.Paper, M.Paper, (Paper) => (
      <Paper withBorder p="md" radius="md" component="section">
        x
      </Paper>
    ));
    same(<P.Paper shadow="sm">x</P.Paper>, <M.Paper shadow="sm">x</M.Paper>);
    same(<P.VisuallyHidden>x</P.VisuallyHidden>, <M.VisuallyHidden>x</M.VisuallyHidden>);
    both(P.Typography, M.Typography, (Typography) => <Typography dangerouslySetInnerHTML={{ __html: '<p>x</p>' }} />);
    same(<P.Skeleton height={20} width={80} radius="sm" />, <M.Skeleton height={20} width={80} radius="sm" />);
    same(<P.Skeleton height={48} circle />, <M.Skeleton height={48} circle />);
    same(<P.Skeleton width="75%">{'\u00a0'}</P.Skeleton>, <M.Skeleton width="75%">{'\u00a0'}</M.Skeleton>);
  });

  it('Card and Badge', () => {
    both(P.Card, M.Card, (Card) => (
      <Card withBorder padding="lg" radius="md" component="article" aria-label="A training">
        x
      </Card>
    ));
    same(<P.Card>x</P.Card>, <M.Card>x</M.Card>);
    same(<P.Badge>New</P.Badge>, <M.Badge>New</M.Badge>);
    for (const variant of ['filled', 'light', 'outline'] as const)
      both(P.Badge, M.Badge, (Badge) => (
        <Badge variant={variant} color="gray.7" radius="sm" tt="none" size="lg" component="li">
          Welding
        </Badge>
      ));
    both(P.Badge, M.Badge, (Badge) => (
      <Badge component="span" ml={8} size="md" circle color="brand.8">
        3
      </Badge>
    ));
    both(P.Badge, M.Badge, (Badge) => (
      <Badge color="teal" variant="light" w="fit-content">
        Open
      </Badge>
    ));
  });

  it('Button in each variant, size and state the pages use', () => {
    for (const variant of ['default', 'filled', 'light', 'outline', 'subtle', 'white'] as const)
      for (const color of [undefined, 'red', 'red.9', 'brand.9'])
        same(
          <P.Button variant={variant} color={color}>
            Go
          </P.Button>,
          <M.Button variant={variant} color={color} loading={undefined}>
            Go
          </M.Button>,
        );
    both(P.Button, M.Button, (Button) => (
      <Button size="compact-md" disabled aria-label="Page 1">
        1
      </Button>
    ));
    both(P.Button, M.Button, (Button) => (
      <Button size="xs" fullWidth radius="xl" leftSection={<svg />} type="submit" mt="md">
        Send
      </Button>
    ));
    both(P.Button, M.Button, (Button) => (
      <Button component="a" href="/jobs" variant="default">
        Jobs
      </Button>
    ));
  });

  it('Checkbox, with and without a description, checked or not', () => {
    const change = () => undefined;
    both(P.Checkbox, M.Checkbox, (Checkbox) => (
      <Checkbox label="Save" checked={false} onChange={change} aria-label="Save the job" />
    ));
    both(P.Checkbox, M.Checkbox, (Checkbox) => (
      <Checkbox label="Verified employers only" description="Checked by the Ministry" checked onChange={change} />
    ));
  });

  it('options as plain elements, as NativeSelect makes them from data', () => {
    const data = [{ value: '', label: 'All districts' }, { value: '12', label: 'Abim' }, 'Kampala'];
    same(
      <M.NativeSelect label="District" value="12" onChange={() => undefined}>
        {P.optionElements(data)}
      </M.NativeSelect>,
      <M.NativeSelect label="District" value="12" onChange={() => undefined} data={data} />,
    );
  });

  it('NativeSelect, with a class and select attributes', () => {
    const data = [
      { value: '', label: 'All districts' },
      { value: '12', label: 'Abim' },
    ];
    const change = () => undefined;
    same(
      <P.NativeSelect label="District" value="12" onChange={change}>
        {P.optionElements(data)}
      </P.NativeSelect>,
      <M.NativeSelect label="District" value="12" onChange={change} data={data} />,
    );
    same(
      <P.NativeSelect label="Sort by" className="sort" name="ordering" value="" onChange={change} disabled>
        {P.optionElements(data)}
      </P.NativeSelect>,
      <M.NativeSelect
        label="Sort by"
        className="sort"
        name="ordering"
        value=""
        onChange={change}
        disabled
        data={data}
      />,
    );
  });

  it('SearchField, as the catalogue, the company directory and the job groups use it', () => {
    const change = () => undefined;
    const catalogue = {
      'aria-label': 'Find',
      placeholder: 'Find',
      value: '',
      onChange: change,
      maxLength: 200,
      size: 'md',
      style: { flex: '1 1 16rem' },
      name: 'search',
    } as const;
    same(<SearchField {...catalogue} />, <M.TextInput type="search" {...catalogue} />);
    const directory = { label: 'Company name', value: 'x', onChange: change, style: { maxWidth: 420 } };
    same(<SearchField {...directory} />, <M.TextInput type="search" {...directory} />);
  });
});
