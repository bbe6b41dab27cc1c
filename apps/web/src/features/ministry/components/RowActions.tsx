/** A managed row's two buttons: change it, and take it off the portal; each named for its row for screen readers. */
import { Button, Group } from '@/lib/ui/plain';

type Action = { label: string; name: string; onClick: () => void };

export function RowActions({ change, remove }: { change: Action; remove: Action }) {
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" onClick={change.onClick} aria-label={change.name}>
        {change.label}
      </Button>
      <Button size="xs" color="red.9" variant="outline" onClick={remove.onClick} aria-label={remove.name}>
        {remove.label}
      </Button>
    </Group>
  );
}
