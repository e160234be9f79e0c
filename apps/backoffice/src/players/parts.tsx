import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format.ts';
import { fromMinor, statusTone } from './logic.ts';

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`tag tag--${statusTone(status)}`}>
      {t(`players.statuses.${status}`, { defaultValue: status })}
    </span>
  );
}

/** Minor units in the player's currency. */
export function Money({
  minor,
  currency,
  units = 2,
}: {
  minor: number | null | undefined;
  currency: string;
  units?: number;
}) {
  if (minor === null || minor === undefined) return <>—</>;
  return <span className="num">{formatMoney(fromMinor(minor, units), currency)}</span>;
}

/**
 * An accessible tablist (WAI-ARIA tabs, automatic activation): arrows, Home and End move between
 * tabs; only the selected tab is in the Tab order; its panel follows the list.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idBase,
  children,
}: {
  label: string;
  tabs: readonly { id: K; label: string }[];
  selected: K;
  onSelect: (id: K) => void;
  idBase: string;
  children: ReactNode;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKey = (e: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next = -1;
    if (e.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${idBase}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idBase}-panel-${selected}`}
        aria-labelledby={`${idBase}-tab-${selected}`}
        tabIndex={0}
        className="tabs__panel"
      >
        {children}
      </div>
    </>
  );
}

/** A definition list of label → value pairs. */
export function Facts({ items }: { items: readonly [string, ReactNode][] }) {
  return (
    <dl className="player-facts">
      {items.map(([label, value]) => (
        <div key={label} className="player-facts__item">
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
