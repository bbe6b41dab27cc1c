// @vitest-environment jsdom
// The shared screens' building blocks, rendered as a person sees them.
import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { LookupMultiSelect } from './LookupMultiSelect';
import { actionsColumn, ManagedTable, usePaging, type PagedList, type Paging } from './ManagedTable';

const noInput = { value: [], onChange: () => {} };

describe('LookupMultiSelect', () => {
  it('says while its list loads', () => {
    renderWithApp(
      <LookupMultiSelect
        label="Skill categories"
        noun="categories"
        query={{ data: undefined, isPending: true, error: null }}
        option={String as never}
        inputProps={noInput}
      />,
    );
    expect(screen.getByPlaceholderText('Loading categories…')).toBeTruthy();
  });

  it('asks for a reload when its list could not be loaded, and the field’s own error comes first', () => {
    const failed = { data: undefined, isPending: false, error: new Error('offline') };
    const { rerender } = renderWithApp(
      <LookupMultiSelect
        label="Services"
        noun="services"
        query={failed}
        option={String as never}
        inputProps={noInput}
      />,
    );
    expect(screen.getByText('We could not load the services. Reload the page to try again.')).toBeTruthy();
    rerender(
      <LookupMultiSelect
        label="Services"
        noun="services"
        query={failed}
        option={String as never}
        inputProps={{ ...noInput, error: 'Please choose a service' }}
      />,
    );
    expect(screen.getByText('Please choose a service')).toBeTruthy();
  });

  it('offers the rows it was given', async () => {
    const rows = [
      { id: 1, name: 'Welding' },
      { id: 2, name: 'Tailoring' },
    ];
    renderWithApp(
      <LookupMultiSelect
        label="Skill categories"
        noun="categories"
        query={{ data: rows, isPending: false, error: null }}
        option={(r) => ({ value: String(r.id), label: r.name })}
        inputProps={noInput}
      />,
    );
    await userEvent.click(screen.getByPlaceholderText('Choose categories'));
    expect(await screen.findByRole('option', { name: 'Tailoring' })).toBeTruthy();
  });
});

describe('usePaging', () => {
  it('goes back to page 1 when the page size changes, and steps back after the last row of a page is deleted', () => {
    const { result } = renderHook(() => usePaging(10));
    act(() => result.current.setPage(3));
    act(() => result.current.afterDelete(2));
    expect(result.current.page).toBe(3);
    act(() => result.current.afterDelete(1));
    expect(result.current.page).toBe(2);
    act(() => result.current.setPageSize(25));
    expect([result.current.page, result.current.pageSize]).toEqual([1, 25]);
  });
});

describe('ManagedTable', () => {
  const paging: Paging = { page: 1, pageSize: 10, setPage: vi.fn(), setPageSize: vi.fn(), afterDelete: vi.fn() };
  type Row = { id: number; title: string };
  const mutation = { mutate: vi.fn(), isPending: false, variables: undefined };
  const texts = {
    title: 'Delete Training!',
    message: 'Are you sure?',
    done: 'Training deleted successfully!',
    failed: 'The training was not deleted',
  };
  const oneRow: PagedList<Row>['query'] = {
    isPending: false,
    error: null,
    data: { count: 1, results: [{ id: 7, title: 'Solar installation' }] },
    refetch: () => {},
  };
  const table = (query: PagedList<Row>['query']) => {
    const list = { query, paging };
    const columns = [
      { header: 'Title', cell: (r: Row) => r.title },
      actionsColumn(list, {
        noun: 'training',
        name: (r) => r.title,
        edit: (r) => `/edit/${r.id}`,
        remove: { mutation, texts },
      }),
    ];
    return (
      <ManagedTable
        title="Manage Trainings"
        action={{ label: 'Post a new training', to: '/post' }}
        list={list}
        columns={columns}
        what="your trainings"
        label="Your trainings"
        empty={{ text: 'You have not posted any trainings yet.', linkLabel: 'Post your first training' }}
      />
    );
  };

  it('lists the rows with actions named after each row', () => {
    renderWithApp(table(oneRow));
    const grid = screen.getByRole('table', { name: 'Your trainings' });
    expect(within(grid).getByRole('cell', { name: 'Solar installation' })).toBeTruthy();
    expect(within(grid).getByRole('link', { name: 'Edit Solar installation' }).getAttribute('href')).toBe('/edit/7');
    expect(within(grid).getByRole('button', { name: 'Delete Solar installation' })).toBeTruthy();
  });

  it('deletes a row only after the confirmation that names it', async () => {
    renderWithApp(table(oneRow));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Solar installation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Training!' });
    expect(within(dialog).getByText('Solar installation')).toBeTruthy();
    expect(mutation.mutate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(mutation.mutate).toHaveBeenCalledWith(7, expect.objectContaining({ onSuccess: expect.any(Function) }));
    // The last row of page 1 went: the table stays on page 1.
    (mutation.mutate.mock.calls[0]?.[1] as { onSuccess: () => void }).onSuccess();
    expect(paging.afterDelete).toHaveBeenCalledWith(1);
  });

  it('says when there is nothing yet and links to the post page', () => {
    renderWithApp(table({ isPending: false, error: null, data: { count: 0, results: [] }, refetch: () => {} }));
    expect(screen.getByText('You have not posted any trainings yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post your first training' }).getAttribute('href')).toBe('/post');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the rows could not be loaded', async () => {
    const refetch = vi.fn();
    renderWithApp(table({ isPending: false, error: new Error('offline'), data: undefined, refetch }));
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(refetch).toHaveBeenCalled();
  });
});
