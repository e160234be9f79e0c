import { useRef, type KeyboardEvent } from 'react';

export interface TabItem {
  /** Section slug, or null for "All". */
  value: string | null;
  label: string;
}

/**
 * The lobby's section tabs (ARIA tablist): arrow keys, Home and End move and select, only the
 * selected tab is in the tab order. The tabs control the game grid (`panelId`).
 */
export function SectionTabs({
  items,
  selected,
  onSelect,
  label,
  panelId,
  idPrefix,
}: {
  items: TabItem[];
  selected: string | null;
  onSelect: (value: string | null) => void;
  label: string;
  panelId: string;
  idPrefix: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    items.findIndex((item) => item.value === selected),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const item = items[target];
    if (!item) return;
    event.preventDefault();
    onSelect(item.value);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
  };

  return (
    <div
      ref={listRef}
      className="section-tabs"
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
    >
      {items.map((item, i) => (
        <button
          key={item.value ?? ''}
          id={tabId(idPrefix, item.value)}
          type="button"
          role="tab"
          className="section-tabs__tab"
          aria-selected={i === index}
          aria-controls={panelId}
          tabIndex={i === index ? 0 : -1}
          onClick={() => onSelect(item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

export const tabId = (prefix: string, value: string | null) => `${prefix}-tab-${value ?? 'all'}`;
