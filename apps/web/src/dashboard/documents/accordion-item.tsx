import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../components/icons.tsx';

/**
 * One item of an accordion: a heading whose button shows or hides the panel below it
 * (WAI-ARIA accordion pattern: aria-expanded, aria-controls, a labelled region).
 */
export function AccordionItem({
  id,
  title,
  summary,
  open,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  summary?: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <div className={`accordion__item${open ? ' is-open' : ''}`}>
      <h3 className="accordion__heading">
        <button
          type="button"
          id={`${id}-button`}
          className="accordion__button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
        >
          <span className="accordion__title">
            {title}
            {summary && <span className="accordion__summary">{summary}</span>}
          </span>
          <ChevronDownIcon className="accordion__chevron" width={20} height={20} />
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        className="accordion__panel"
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
}
