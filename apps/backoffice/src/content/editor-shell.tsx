/**
 * What the Content editors (pages, promotions, banners) share: the delete confirmation of a list,
 * the loading of one item by the address (`/new` or an id), the save state (checks, the request,
 * its error), the translation drafts with their dirty mark, and the small fields (address, rank,
 * date and time, the save button, a language's add/remove buttons).
 */
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api, ApiError } from '../api/index.ts';
import { DataTable } from '../components/data-table.tsx';
import { ConfirmDialog } from '../components/dialogs.tsx';
import { errorText, PageHeader, QueryState } from '../components/states.tsx';
import { useAction } from '../screens/use-action.ts';
import { languageName } from './language-tabs.tsx';
import {
  draftsFrom,
  emptyDraft,
  missingTitles,
  sanitisedLanguages,
  type Drafts,
  type Language,
} from './model.ts';

// ---------------------------------------------------------------------------------- lists

/**
 * A list's Delete: `ask(row)` opens the confirmation (`dialog`, to be rendered by the screen);
 * confirming deletes `url(row)`, toasts `deleted(row)` and refreshes `invalidate`.
 */
export function useDeleteConfirm<T>(opts: {
  url: (row: T) => string;
  invalidate: QueryKey;
  deleted: (row: T) => string;
  title: string;
  text: (row: T | null) => string;
}): { ask: (row: T) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useAction((row: T) => api.delete(opts.url(row)), {
    invalidate: [opts.invalidate],
    success: (_r, row) => opts.deleted(row),
    onDone: () => setDeleting(null),
  });
  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(o) => !o && setDeleting(null)}
      title={opts.title}
      description={opts.text(deleting)}
      confirmLabel={t('content.delete')}
      danger
      pending={remove.isPending}
      onConfirm={() => deleting && remove.mutate(deleting)}
    />
  );
  return { ask: setDeleting, dialog };
}

/** A content list: loading and error states, its empty text, and the table of its rows. */
export function ListTable<T extends { id: number }>({
  caption,
  list,
  rows,
  columns,
  empty,
}: {
  caption: string;
  list: { isPending: boolean; error: unknown; refetch: () => unknown };
  rows: T[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  empty: string;
}) {
  return (
    <QueryState
      isPending={list.isPending}
      error={list.error}
      isEmpty={rows.length === 0}
      empty={empty}
      onRetry={() => void list.refetch()}
    >
      <DataTable caption={caption} columns={columns} data={rows} rowKey={(r) => r.id} />
    </QueryState>
  );
}

// ------------------------------------------------------------------------------- editors

/**
 * The editor of one item at `/…/new` (children(null)) or `/…/:id` (loaded from `${path}/:id`,
 * children(item) once there). `back`: a link shown while it loads or when it failed.
 */
export function EditorScreen<T>({
  queryName,
  path,
  back,
  children,
}: {
  queryName: string;
  path: string;
  back?: { to: string; label: string };
  children: (item: T | null) => ReactNode;
}) {
  const { id: param } = useParams();
  const isNew = param === 'new';
  const item = useQuery({
    queryKey: [queryName, param],
    queryFn: () => api.get<{ data: T }>(`${path}/${param}`).then((r) => r.data),
    enabled: !isNew,
  });
  if (isNew) return children(null);
  return (
    <section aria-labelledby="page-title">
      <QueryState
        isPending={item.isPending}
        error={item.error}
        isEmpty={false}
        empty=""
        onRetry={() => void item.refetch()}
      >
        {item.data ? children(item.data) : null}
      </QueryState>
      {back && (item.isPending || item.error) ? (
        <p>
          <Link to={back.to}>{back.label}</Link>
        </p>
      ) : null}
    </section>
  );
}

/** An editor's save: its error, whether it runs, the checks before it and the request. */
export function useSaveState() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return {
    error,
    setError,
    saving,
    /**
     * Clears the error, then refuses (false, with the message) when a present language has no
     * title (`onMissing` gets the first) or another field is invalid.
     */
    check(invalid: boolean, missing: readonly Language[], onMissing: (l: Language) => void) {
      setError(null);
      if (!invalid && missing.length === 0) return true;
      setError(
        missing.length
          ? t('content.titles_missing', { languages: missing.map(languageName).join(', ') })
          : t('content.check_fields'),
      );
      if (missing[0]) onMissing(missing[0]);
      return false;
    },
    /** False (with the message) when the save would leave no language. */
    hasLanguage(count: number) {
      if (count > 0) return true;
      setError(t('content.one_language'));
      return false;
    },
    /**
     * Runs the save; a failure shows `fieldMessage` of the server's field errors, else the
     * generic text of the error.
     */
    async run(
      task: () => Promise<void>,
      fieldMessage: (fields: Record<string, string[]>) => string | null = () => null,
    ) {
      setSaving(true);
      try {
        await task();
      } catch (err) {
        const own = err instanceof ApiError ? fieldMessage(err.fieldErrors) : null;
        setError(own ?? errorText(t, err));
      } finally {
        setSaving(false);
      }
    },
  };
}

interface StoredItem {
  translations: Parameters<typeof draftsFrom>[0];
  languages: string[];
}

/**
 * A page's or promotion's translations being edited: the drafts (a new item starts with English),
 * the languages the server has, the active tab, the dirty mark, and the save state.
 */
export function useTranslationsForm(item: StoredItem | null) {
  const save = useSaveState();
  const [drafts, setDrafts] = useState<Drafts>(() => {
    const d = draftsFrom(item?.translations ?? []);
    if (!item) d.en = { ...emptyDraft(), present: true };
    return d;
  });
  const [stored, setStored] = useState<string[]>(item?.languages ?? []);
  const [active, setActive] = useState<Language>('en');
  const [revision, setRevision] = useState(0);
  const [sanitised, setSanitised] = useState<string[]>([]);
  const [dirty, setDirty] = useState(false);
  return {
    ...save,
    drafts,
    stored,
    active,
    setActive,
    revision,
    sanitised,
    dirty,
    /** A setter that also marks the form changed. */
    edit:
      <V,>(set: (value: V) => void) =>
      (value: V) => {
        set(value);
        setDirty(true);
      },
    setDrafts: (d: Drafts) => {
      setDrafts(d);
      setDirty(true);
    },
    /** The checks before a save (titles of present languages, `invalid` other fields). */
    check: (invalid: boolean) => save.check(invalid, missingTitles(drafts), setActive),
    /** After a save: the editor shows what the server stored (and which HTML it cleaned). */
    applySaved(sent: readonly { language: string; content: string }[], saved: StoredItem) {
      setSanitised(sanitisedLanguages(sent, saved.translations));
      setDrafts(draftsFrom(saved.translations));
      setStored(saved.languages);
      setRevision((r) => r + 1);
      setDirty(false);
    },
  };
}

/** An editor page's header: its title, the way back, extra actions and Save. */
export function EditorHeader({
  title,
  back,
  saving,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  saving: boolean;
  children?: ReactNode;
}) {
  return (
    <PageHeader title={title}>
      <Link className="btn" to={back.to}>
        {back.label}
      </Link>
      {children}
      <SaveButton saving={saving} />
    </PageHeader>
  );
}

/** The form's submit button: Save, or Saving… (disabled) while it runs. */
export function SaveButton({ saving, disabled }: { saving: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="btn btn--primary" disabled={saving || disabled}>
      {saving ? t('content.saving') : t('common.save')}
    </button>
  );
}

// -------------------------------------------------------------------------------- fields

export const SLUG_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const RANK_MAX = 1_000_000;
/** A rank field's value is a whole number from 0 to RANK_MAX. */
export const rankInvalid = (value: string) => {
  const n = Number(value);
  return !Number.isInteger(n) || n < 0 || n > RANK_MAX;
};

/** A short text field (an address, a key) with an optional hint under it. */
export function TextInputField({
  id,
  label,
  value,
  onChange,
  invalid,
  maxLength,
  hint,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  maxLength: number;
  hint?: string;
  placeholder?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A rank (order) field: a whole number from 0 to RANK_MAX. */
export function RankField({
  id,
  label,
  value,
  onChange,
  invalid,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}) {
  return (
    <div className="field field--narrow">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={0}
        max={RANK_MAX}
        step={1}
        value={value}
        aria-invalid={invalid ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A date and time in the browser's time zone (datetime-local), with its error under it. */
export function DateTimeField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="datetime-local"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox with its text as the label. */
export function CheckField({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <label className="inline-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
