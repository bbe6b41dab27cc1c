// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { EntryList } from './EntryList';

type Row = { id: number; title: string; end: string | null };
const entry = (row: Row) => ({ title: row.title, dates: row.end ?? 'Present', name: row.title });

describe('EntryList', () => {
  it('lists the entries newest first, one still going on before all', () => {
    const rows: Row[] = [
      { id: 1, title: 'Apprentice', end: '2019-06-30' },
      { id: 2, title: 'Foreman', end: null },
      { id: 3, title: 'Welder', end: '2023-01-31' },
    ];
    renderWithApp(<EntryList rows={rows} empty="Nothing yet." order={[(r) => r.end]} entry={entry} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Foreman',
      'Welder',
      'Apprentice',
    ]);
  });

  it('says so when there is nothing, and offers edit and delete per entry only when editable', () => {
    const { rerender } = renderWithApp(
      <EntryList rows={[]} empty="No work experience added yet." order={[]} entry={entry} />,
    );
    expect(screen.getByText('No work experience added yet.')).toBeTruthy();
    const rows: Row[] = [{ id: 1, title: 'Welder', end: null }];
    rerender(<EntryList rows={rows} empty="" order={[]} entry={entry} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <EntryList rows={rows} empty="" order={[]} entry={entry} actions={{ onEdit: () => {}, onDelete: () => {} }} />,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining([expect.stringContaining('Welder')]),
    );
  });
});
