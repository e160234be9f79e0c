/** A native select of the lobby's filters: "All" (null) plus the given choices. */
export function FilterSelect<T extends string | number>({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T | null) => void;
}) {
  return (
    <div className="lobby-field lobby-field--compact">
      <label className="lobby-field__label" htmlFor={id}>
        {label}
      </label>
      <span className="lobby-select">
        <select
          id={id}
          className="lobby-select__control"
          value={value === null ? '' : String(value)}
          onChange={(e) =>
            onChange(options.find((o) => String(o.value) === e.target.value)?.value ?? null)
          }
        >
          <option value="">{allLabel}</option>
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
