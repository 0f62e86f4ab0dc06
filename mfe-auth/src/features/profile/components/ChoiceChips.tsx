import { useId, useState } from 'react';
import { toggleChoice } from '../state/refusals';
import styles from './EditProfile.module.css';

/**
 * A choice of at most `max` from a catalogue (interests ≤ 5, languages ≤ 3: spec 3 §5), as
 * toggle buttons. One too many is not taken and `tooMany` says why. With `short`, a long
 * catalogue (37 languages) first shows its first `short.count` options and the chosen ones, and
 * a button shows the rest: a phone screen is not one long wall of chips.
 */
export function ChoiceChips({
  legend,
  hint,
  tooMany,
  options,
  chosen,
  max,
  error,
  short,
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
  short?: { count: number; more: string; fewer: string };
  onChange(ids: number[]): void;
}) {
  const hintId = useId();
  const [refused, setRefused] = useState(false);
  const [all, setAll] = useState(false);
  const message = refused ? tooMany : error;
  const collapsible = !!short && options.length > short.count;
  const shown =
    collapsible && !all
      ? options.filter((o, i) => i < short.count || chosen.includes(o.id))
      : options;
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend>{legend}</legend>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <ul className={styles.chips}>
        {shown.map((o) => (
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
      {collapsible && (
        <button
          type="button"
          className={styles.small}
          aria-expanded={all}
          onClick={() => setAll((a) => !a)}
        >
          {all ? short.fewer : short.more}
        </button>
      )}
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
