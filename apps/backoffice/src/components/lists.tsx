import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable } from './data-table.tsx';
import { Pager } from './pager.tsx';
import { QueryState } from './states.tsx';

/** What the lists read of a TanStack query. */
interface ListQuery<D> {
  data: D | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

type Row = { id: string | number };

interface TableProps<T extends Row> {
  /** The table's caption (read by screen readers). */
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** The text shown when there are no rows. */
  empty: string;
}

const byId = (row: Row) => row.id;

/** The loading, error or empty state of `query`, or the table of `rows` and what follows it. */
function ListBody<T extends Row>({
  query,
  rows,
  caption,
  columns,
  empty,
  children,
}: TableProps<T> & { query: ListQuery<unknown>; rows: T[]; children?: ReactNode }) {
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      isEmpty={rows.length === 0}
      empty={empty}
      onRetry={() => void query.refetch()}
    >
      <DataTable caption={caption} columns={columns} data={rows} rowKey={byId} />
      {children}
    </QueryState>
  );
}

/**
 * A work queue: how many wait (announced once the list has loaded), then the loading, error or
 * empty state, or the table of `rows`.
 */
export function QueueTable<T extends Row>({
  count,
  ...list
}: TableProps<T> & {
  query: ListQuery<unknown>;
  rows: T[];
  /** The count's sentence (`… waiting`), shown once the list has loaded. */
  count: string;
}) {
  return (
    <>
      <p className="count" role="status">
        {list.query.data ? count : null}
      </p>
      <ListBody {...list} />
    </>
  );
}

/** A page of a paged list answer (`data` and `meta`). */
interface Paged<T> {
  data: T[];
  meta: { current_page: number; last_page: number; total: number };
}

/** A paged list: the loading, error or empty state, or the table and its pager. */
export function PagedTable<T extends Row>({
  query,
  pagesLabel,
  onPage,
  ...table
}: TableProps<T> & {
  query: ListQuery<Paged<T>>;
  /** The pager's name (a navigation landmark). */
  pagesLabel: string;
  onPage: (page: number) => void;
}) {
  const meta = query.data?.meta;
  return (
    <ListBody query={query} rows={query.data?.data ?? []} {...table}>
      {meta ? (
        <Pager
          page={meta.current_page}
          lastPage={meta.last_page}
          total={meta.total}
          onPage={onPage}
          label={pagesLabel}
        />
      ) : null}
    </ListBody>
  );
}

/** A row's action button: `label` shown, `name` (which contains it) says which row it acts on. */
export function RowAction({
  label,
  name,
  tone,
  disabled,
  onClick,
}: {
  label: string;
  name: string;
  tone?: 'primary' | 'danger';
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={tone ? `btn btn--small btn--${tone}` : 'btn btn--small'}
      disabled={disabled}
      aria-label={name}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
