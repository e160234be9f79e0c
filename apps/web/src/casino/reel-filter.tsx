import { useId, useState } from 'react';
import { GAMES } from '@croupier/contract/constants';

/** Segmented control of native radios: All / 3 / 4 / 5 reels. */
export function ReelFilter({
  value,
  onChange,
  label,
  allLabel,
  optionLabel,
}: {
  value: number | null;
  onChange: (reels: number | null) => void;
  label: string;
  allLabel: string;
  optionLabel: (reels: number) => string;
}) {
  const name = useId();
  // The choice shows at once; the address (and so `value`) follows a moment later.
  const [pending, setPending] = useState<{ from: number | null; to: number | null } | null>(null);
  const shown = pending && pending.from === value ? pending.to : value;
  const options: (number | null)[] = [null, ...GAMES.reelOptions];
  return (
    <fieldset className="segmented">
      <legend className="lobby-field__label">{label}</legend>
      <div className="segmented__options">
        {options.map((option) => (
          <label key={option ?? 'all'} className="segmented__option">
            <input
              type="radio"
              className="segmented__input"
              name={name}
              value={option ?? ''}
              checked={shown === option}
              onChange={() => {
                setPending({ from: value, to: option });
                onChange(option);
              }}
            />
            <span className="segmented__text">
              {option === null ? (
                allLabel
              ) : (
                <>
                  <span aria-hidden="true">{option}</span>
                  <span className="visually-hidden">{optionLabel(option)}</span>
                </>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
