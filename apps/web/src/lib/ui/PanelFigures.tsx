import { SimpleGrid } from '@mantine/core';
import { Stack, Text, Button } from '@/lib/ui/plain';
import { Link } from '@/lib/ui/Link';

/** A dashboard panel's figures in a row (one under another on a phone), each a link to where they come from. */
export function PanelFigures({ items }: { items: Array<{ label: string; value: string | number; to: string }> }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      {items.map((i) => (
        <Link key={i.label} to={i.to} style={{ textDecoration: 'none', color: 'inherit' }}>
          <Stack gap={2}>
            <Text fz={28} fw={700}>
              {i.value}
            </Text>
            <Text c="dimmed">{i.label}</Text>
          </Stack>
        </Link>
      ))}
    </SimpleGrid>
  );
}

/** A panel of an area with no figures of its own here: what it is for and the way in. */
export function PanelLink({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{text}</Text>
      <Button component={Link} to={to} variant="light">
        {label}
      </Button>
    </Stack>
  );
}
