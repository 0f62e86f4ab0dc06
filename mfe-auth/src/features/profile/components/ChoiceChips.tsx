import { useId, useState } from 'react';
import { toggleChoice } from '../state/refusals';
import styles from './EditProfile.module.css';

/**
 * A choice of at most `max` from a catalogue (interests ≤ 5, languages ≤ 3: spec 3 §5), as
 * toggle buttons. One too many is not taken and `tooMany` says why.
 */
export function ChoiceChips({
  legend,
  hint,
  tooMany,
  options,
  chosen,
  max,
  error,
  onChange,
}: {
  legend: string;
  hint: string;
  tooMany: string;
  options: Array<{ id: number; name: string }>;
  chosen: number[];
  max: number;
  /** A refusal of the server for this choice. */
  error?: string | undefined;
  onChange(ids: number[]): void;
}) {
  const hintId = useId();
  const [refused, setRefused] = useState(false);
  const message = refused ? tooMany : error;
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend>{legend}</legend>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <ul className={styles.chips}>
        {options.map((o) => (
          <li key={o.id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={chosen.includes(o.id)}
              onClick={() => {
                const next = toggleChoice(chosen, o.id, max);
                setRefused(next === null);
                if (next) onChange(next);
              }}
            >
              {o.name}
            </button>
          </li>
        ))}
      </ul>
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
