import '@mantine/core/styles/ActionIcon.layer.css';
import { ActionIcon, Button, Badge } from '@mantine/core';
import { Group } from '@/lib/ui/plain';
import type { SkillRow } from '@portal/contract';
import { CloseIcon } from '@/lib/ui/icons';
import { EmptyText, type RowActions } from '../components/SectionCard';
import { t } from '@/lib/i18n';

/** Key skills as chips; when editable, clicking a skill edits it and its × removes it (after confirmation). */
export function SkillsView({ rows, actions }: { rows: SkillRow[]; actions?: RowActions<SkillRow> }) {
  if (rows.length === 0) return <EmptyText>{t('resume.noSkillsAddedYet')}</EmptyText>;
  return (
    <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) =>
        actions ? (
          <Group component="li" key={row.id} gap={0} wrap="nowrap" maw="100%">
            <Button
              variant="light"
              c="brand.9"
              size="compact-md"
              radius="xl"
              onClick={() => actions.onEdit(row)}
              aria-label={t('resume.editSkill', { name: row.name })}
              // A long skill wraps inside its chip instead of running off a phone's screen.
              styles={{
                // Its height is the theme's (30 px, a thumb's 44 on a phone: app/global.css).
                root: {
                  minWidth: 0,
                  borderTopRightRadius: 0,
                  borderBottomRightRadius: 0,
                },
                label: { whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere', paddingBlock: 4 },
              }}
            >
              {row.name}
            </Button>
            <ActionIcon
              variant="light"
              c="brand.9"
              size={30}
              radius="xl"
              onClick={() => actions.onDelete(row)}
              aria-label={t('resume.removeSkill', { name: row.name })}
              style={{
                flex: 'none',
                alignSelf: 'stretch',
                height: 'auto',
                borderTopLeftRadius: 0,
                borderBottomLeftRadius: 0,
              }}
            >
              <CloseIcon size={14} />
            </ActionIcon>
          </Group>
        ) : (
          <li key={row.id}>
            <Badge
              variant="light"
              c="brand.9"
              size="lg"
              radius="xl"
              tt="none"
              maw="100%"
              styles={{
                root: { height: 'auto', minHeight: 26 },
                label: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
              }}
            >
              {row.name}
            </Badge>
          </li>
        ),
      )}
    </Group>
  );
}
