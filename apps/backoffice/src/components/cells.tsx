import { formatAge, formatDateTime } from '../lib/format.ts';

/** How long ago (`3 h`), with the full date and time as a title. */
export function Age({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatAge(at)}
    </time>
  );
}

/** A name followed by its id, muted (`alice #12`). */
export function NameWithId({ name, id }: { name: string; id: number | string }) {
  return (
    <>
      {name} <span className="muted">#{id}</span>
    </>
  );
}
