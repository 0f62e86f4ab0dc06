import { useTranslation } from 'react-i18next';
import { useFlow } from '../../hooks/useFlow';
import type { Field, FlowError } from '../../state/flow';
import form from '../../../../styles/form.module.css';

/** An error's text: its i18n key, else the server's message, else the key (spec 1 §8). */
export function useErrorText(): (e: FlowError) => string {
  const { t } = useTranslation();
  return (e) => t(e.key, { defaultValue: e.fallback ?? e.key });
}

/**
 * The current step's message, announced to screen readers. With `field`, only a message that
 * belongs under that field; with `except`, any message but those.
 */
export function StepError({ field, except }: { field?: Field; except?: Field[] }) {
  const text = useErrorText();
  const { error } = useFlow().state;
  if (!error || (field !== undefined && error.field !== field)) return null;
  if (except && error.field && except.includes(error.field)) return null;
  return (
    <p role="alert" className={form.error}>
      {text(error)}
    </p>
  );
}
