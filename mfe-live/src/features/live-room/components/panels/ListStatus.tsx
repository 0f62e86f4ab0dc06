import type { Loaded } from './useLoad';
import ui from './ui.module.css';

/**
 * What a loaded list shows instead of its items: loading, a failure with its retry, or empty.
 * Nothing once it has items.
 */
export function ListStatus({
  state,
  loading,
  failed,
  retry,
  empty,
}: {
  state: Loaded<readonly unknown[]> & { retry(): void };
  loading: string;
  failed: string;
  /** The retry button's label. */
  retry: string;
  empty: string;
}) {
  if (state.status === 'loading')
    return (
      <p className={ui.note} role="status">
        {loading}
      </p>
    );
  if (state.status === 'error')
    return (
      <p className={ui.note}>
        {failed}{' '}
        <button type="button" className={ui.pill} onClick={state.retry}>
          {retry}
        </button>
      </p>
    );
  return state.data.length ? null : <p className={ui.note}>{empty}</p>;
}
