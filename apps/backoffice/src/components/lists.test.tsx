import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import { DialogActions, Modal } from './dialogs.tsx';
import { FilterBar } from './filter-bar.tsx';
import { PagedTable, QueueTable, RowAction } from './lists.tsx';

afterEach(cleanup);

type Item = { id: number; name: string };
const col = createColumnHelper<Item>();
const columns = [col.accessor('name', { header: 'Name' })];
const query = <D,>(data: D | undefined, over: { isPending?: boolean; error?: unknown } = {}) => ({
  data,
  isPending: over.isPending ?? data === undefined,
  error: over.error ?? null,
  refetch: vi.fn(),
});

describe('a work queue', () => {
  it('announces nothing while loading, then the count and the rows', () => {
    const { rerender } = render(
      <QueueTable
        query={query(undefined)}
        rows={[]}
        count="0 waiting"
        caption="Deposits"
        columns={columns}
        empty="Nothing waits."
      />,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('0 waiting')).toBeNull();

    const rows = [
      { id: 1, name: 'alice' },
      { id: 2, name: 'bob' },
    ];
    rerender(
      <QueueTable
        query={query(rows)}
        rows={rows}
        count="2 waiting"
        caption="Deposits"
        columns={columns}
        empty="Nothing waits."
      />,
    );
    expect(screen.getAllByRole('status').some((s) => s.textContent === '2 waiting')).toBe(true);
    const table = screen.getByRole('table', { name: 'Deposits' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'bob' })).toBeTruthy();
  });

  it('says so when it is empty, and offers a retry on an error', () => {
    const q = query([]);
    const { rerender } = render(
      <QueueTable
        query={q}
        rows={[]}
        count="0 waiting"
        caption="Deposits"
        columns={columns}
        empty="Nothing waits."
      />,
    );
    expect(screen.getByText('Nothing waits.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    const failed = query(undefined, { isPending: false, error: new Error('x') });
    rerender(
      <QueueTable
        query={failed}
        rows={[]}
        count=""
        caption="Deposits"
        columns={columns}
        empty="Nothing waits."
      />,
    );
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });
});

describe('a paged list', () => {
  it('shows the page of rows and moves to the next page', () => {
    const onPage = vi.fn();
    render(
      <PagedTable
        query={query({
          data: [{ id: 7, name: 'carol' }],
          meta: { current_page: 1, last_page: 3, total: 101 },
        })}
        caption="Staff"
        columns={columns}
        empty="No one."
        pagesLabel="Staff pages"
        onPage={onPage}
      />,
    );
    expect(screen.getByRole('cell', { name: 'carol' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Staff pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

describe('a row action', () => {
  it('is named for its row, the visible label included', () => {
    const onClick = vi.fn();
    render(
      <RowAction label="Confirm" name="Confirm deposit 12" tone="primary" onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: 'Confirm deposit 12' });
    expect(button.textContent).toBe('Confirm');
    expect(button.className).toBe('btn btn--small btn--primary');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('a filter bar', () => {
  it('is a named search form with Apply, Clear when asked, and its error as an alert', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onClear = vi.fn();
    const { rerender } = render(
      <FilterBar label="Filter staff" onSubmit={onSubmit}>
        <input aria-label="Name" />
      </FilterBar>,
    );
    const form = screen.getByRole('search', { name: 'Filter staff' });
    expect(within(form).queryByRole('button', { name: 'Clear' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledOnce();

    rerender(
      <FilterBar label="Filter staff" onSubmit={onSubmit} onClear={onClear} error="Check the ids.">
        <input aria-label="Name" />
      </FilterBar>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert').textContent).toBe('Check the ids.');
  });
});

describe("a dialog's actions", () => {
  it('Cancel closes the dialog; the action submits its form', () => {
    const onOpenChange = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <Modal open onOpenChange={onOpenChange} title="Role of Bob">
        <form onSubmit={onSubmit}>
          <DialogActions label="Save" />
        </form>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Role of Bob' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('with onConfirm, calls it and is disabled while pending', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(
      <Modal open onOpenChange={() => {}} title="Deactivate?">
        <DialogActions label="Deactivate" tone="danger" onConfirm={onConfirm} />
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    rerender(
      <Modal open onOpenChange={() => {}} title="Deactivate?">
        <DialogActions label="Deactivate" tone="danger" pending onConfirm={onConfirm} />
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Deactivate' })).toHaveProperty('disabled', true);
  });
});
