import '@mantine/core/styles/ActionIcon.layer.css';
import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { Group, Stack, Text, Title, Button, Card } from '@/lib/ui/plain';
import { PencilIcon, PlusIcon, TrashIcon } from '@/lib/ui/icons';
import { t } from '@/lib/i18n';

/** Space kept above a section when scrolled to (spec 001: anchor offset -70). */
export const SECTION_OFFSET_PX = 70;

/** One section of the profile: an anchor target with an h2 and its Add or Edit action. */
export function SectionCard({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      withBorder
      radius="md"
      padding="lg"
      style={{ scrollMarginTop: SECTION_OFFSET_PX }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
          {/* Focusable so the section menu can move keyboard and screen-reader users here. */}
          <Title order={2} size="h4" id={`${id}-title`} tabIndex={-1}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The Add or Edit button of a section header; `what` completes its accessible name ("Add work experience").
 * `onIntent` runs when it is pointed at, touched or focused: the dialog's form starts loading before the click.
 */
export function SectionAction({
  kind,
  what,
  onClick,
  onIntent,
}: {
  kind: 'add' | 'edit';
  what: string;
  onClick: () => void;
  onIntent?: () => void;
}) {
  return (
    <Button
      onPointerEnter={onIntent}
      onFocus={onIntent}
      variant="light"
      c="brand.9"
      size="compact-md"
      leftSection={kind === 'add' ? <PlusIcon size={16} /> : <PencilIcon size={16} />}
      onClick={onClick}
      aria-label={`${kind === 'add' ? t('resume.add') : t('ministry.edit2')} ${what}`}
      style={{ flex: 'none' }}
    >
      {kind === 'add' ? t('resume.add') : t('ministry.edit2')}
    </Button>
  );
}

/** Edit (pencil) and delete (trash) of one entry, named after it. */
export interface RowActions<Row> {
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** An entry's icon buttons: the pencil in the brand's colours, the trash in red (`c`, the icon's, dark enough to read). */
const TONES = { edit: { color: 'brand.8', c: 'brand.9' }, delete: { color: 'red.9', c: 'red.9' } } as const;

/** One icon button of an entry's actions; its label names the entry. */
function EntryAction(props: { tone: keyof typeof TONES; label: string; onClick: () => void; children: ReactNode }) {
  const { tone, label, onClick, children } = props;
  return (
    <ActionIcon variant="subtle" {...TONES[tone]} size="lg" aria-label={label} onClick={onClick}>
      {children}
    </ActionIcon>
  );
}

export function RowActionIcons<Row>({ row, name, actions }: { row: Row; name: string; actions: RowActions<Row> }) {
  return (
    // The trash stands a thumb's width apart from the pencil: a tap aimed at one never lands on the other.
    <Group gap="lg" wrap="nowrap" style={{ flex: 'none' }}>
      <EntryAction tone="edit" label={t('ministry.edit', { name })} onClick={() => actions.onEdit(row)}>
        <PencilIcon />
      </EntryAction>
      <EntryAction tone="delete" label={t('resume.delete', { name })} onClick={() => actions.onDelete(row)}>
        <TrashIcon />
      </EntryAction>
    </Group>
  );
}

/** What an empty section says. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}
