/** A labelled date input of a filter form (transactions, reports). */
export function DateField({
  id,
  label,
  value,
  min,
  max,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  invalid: boolean;
  /** The id of the message that explains an invalid range. */
  describedBy?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="input"
        value={value}
        min={min}
        max={max}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
