/**
 * A managed row's two buttons: change it, and take it off the portal; each named for its row for screen readers. The
 * removal stands apart (the card's far end on a phone, a wide gap in a table) so a thumb aiming at the change does not
 * reach it.
 */
import { Button, Group } from '@/lib/ui/plain';

type Action = { label: string; name: string; onClick: () => void };

export function RowActions({ change, remove }: { change: Action; remove: Action }) {
  return (
    <Group gap="xl" justify="space-between">
      <Button size="xs" variant="default" onClick={change.onClick} aria-label={change.name}>
        {change.label}
      </Button>
      <Button size="xs" color="red.9" variant="outline" onClick={remove.onClick} aria-label={remove.name}>
        {remove.label}
      </Button>
    </Group>
  );
}
