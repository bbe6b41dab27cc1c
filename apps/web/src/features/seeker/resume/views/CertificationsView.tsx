import '@mantine/core/styles/Divider.layer.css';
import { Anchor, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { CertificationRow } from '@portal/contract';
import { formatDate } from '../../../../lib/format';
import { EmptyText, RowActionIcons, type RowActions } from '../components/SectionCard';
import { newestFirst } from './order';

export function CertificationsView({ rows, actions }: { rows: CertificationRow[]; actions?: RowActions<CertificationRow> }) {
  if (rows.length === 0) return <EmptyText>No certifications added yet.</EmptyText>;
  const sorted = [...rows].sort(newestFirst<CertificationRow>((r) => r.date_granted));
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {sorted.map((row, i) => (
        <li key={row.id}>
          {i > 0 && <Divider mb="md" />}
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={3} size="h5">
                {row.title}
              </Title>
              <Text fw={600}>{row.granting_organisation}</Text>
              <Text size="sm" c="dimmed">
                Granted {formatDate(row.date_granted)} · {row.expiry_date ? `Expires ${formatDate(row.expiry_date)}` : 'No Expiry'}
              </Text>
              {row.certificate && (
                <Anchor href={row.certificate} download size="sm" w="fit-content" aria-label={`Download certificate: ${row.title}`}>
                  Download certificate
                </Anchor>
              )}
            </Stack>
            {actions && <RowActionIcons row={row} name={row.title} actions={actions} />}
          </Group>
        </li>
      ))}
    </Stack>
  );
}
