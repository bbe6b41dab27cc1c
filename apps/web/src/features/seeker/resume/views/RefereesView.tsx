import '@mantine/core/styles/Table.layer.css';
import { Table } from '@mantine/core';
import type { RefereeRow } from '@portal/contract';
import { EmptyText, RowActionIcons, type RowActions } from '../components/SectionCard';

/** Referees as the spec's table: Title, Names, Organization, Contact (and the actions when editable). */
export function RefereesView({ rows, actions }: { rows: RefereeRow[]; actions?: RowActions<RefereeRow> }) {
  if (rows.length === 0) return <EmptyText>No referees added yet.</EmptyText>;
  return (
    <Table.ScrollContainer minWidth={actions ? 560 : 480}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Names</Table.Th>
            <Table.Th>Organization</Table.Th>
            <Table.Th>Contact</Table.Th>
            {actions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.organisation}</Table.Td>
              <Table.Td>
                <a href={`tel:${row.contact}`}>{row.contact}</a>
              </Table.Td>
              {actions && (
                <Table.Td>
                  <RowActionIcons row={row} name={`referee ${row.name}`} actions={actions} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
