import type { Provider } from '@croupier/contract/casino';

/** Native select: "All providers" plus the providers on offer. */
export function ProviderSelect({
  id,
  label,
  allLabel,
  providers,
  value,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  providers: readonly Provider[];
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  // A provider chosen in the address but not offered here stays visible as the current choice.
  const known = value === null || providers.some((p) => p.code === value);
  return (
    <div className="lobby-field">
      <label className="lobby-field__label" htmlFor={id}>
        {label}
      </label>
      <span className="lobby-select">
        <select
          id={id}
          className="lobby-select__control"
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value || null)}
        >
          <option value="">{allLabel}</option>
          {!known && <option value={value}>{value}</option>}
          {providers.map((p) => (
            <option key={p.id} value={p.code}>
              {p.name}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
