import { GAMES } from '@croupier/contract/constants';

/** The lobby's search field; the alert shows while 1 or 2 characters are typed. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  alert,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The too-short message, or null. */
  alert: string | null;
}) {
  return (
    <div className="lobby-search" role="search">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <svg
        className="lobby-search__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        className="lobby-search__input"
        type="search"
        value={value}
        placeholder={placeholder}
        maxLength={GAMES.searchMaxLength}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-describedby={alert ? `${id}-alert` : undefined}
        aria-invalid={alert ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {alert && (
        <p id={`${id}-alert`} className="lobby-search__alert" role="alert">
          {alert}
        </p>
      )}
    </div>
  );
}
