import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import { Divider, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { RecentWorkRow } from '@portal/contract';
import { formatDate } from '../../../../lib/format';
import { EmptyText, RowActionIcons, type RowActions } from '../components/SectionCard';
import { newestFirst } from './order';

export function RecentWorksView({ rows, actions }: { rows: RecentWorkRow[]; actions?: RowActions<RecentWorkRow> }) {
  if (rows.length === 0) return <EmptyText>No recent works added yet.</EmptyText>;
  const sorted = [...rows].sort(newestFirst<RecentWorkRow>((r) => r.date_finished, (r) => r.date_stated));
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {sorted.map((row, i) => {
        const images = [row.image_1, row.image_2].filter((src): src is string => Boolean(src));
        return (
          <li key={row.id}>
            {i > 0 && <Divider mb="md" />}
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Title order={3} size="h5">
                  {row.work_done}
                </Title>
                <Text fw={600}>
                  Client: {row.client_name} · {row.client_contact}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatDate(row.date_stated)} – {formatDate(row.date_finished)}
                </Text>
                {row.description && (
                  <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {row.description}
                  </Text>
                )}
                {images.length > 0 && (
                  <Group gap="sm" mt={4}>
                    {images.map((src, n) => (
                      <Image
                        key={src}
                        src={src}
                        alt={`${row.work_done} for ${row.client_name}, photo ${n + 1}`}
                        w={160}
                        h={120}
                        fit="cover"
                        radius="sm"
                        loading="lazy"
                      />
                    ))}
                  </Group>
                )}
              </Stack>
              {actions && <RowActionIcons row={row} name={row.work_done} actions={actions} />}
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
