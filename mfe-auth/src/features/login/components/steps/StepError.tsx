import { useTranslation } from 'react-i18next';
import { useFlow } from '../../hooks/useFlow';

/** The current step's error (spec 1 §8 message), announced to screen readers. */
export function StepError({ field, except }: { field?: string; except?: string }) {
  const { t } = useTranslation();
  const { error } = useFlow().state;
  if (!error || (field !== undefined && error.field !== field)) return null;
  if (except !== undefined && error.field === except) return null;
  const text = error.isKey ? t(error.text, { defaultValue: error.fallback ?? error.text }) : error.text;
  return (
    <p role="alert" style={{ color: '#c62828', margin: '4px 0 0', fontSize: 14 }}>
      {text}
    </p>
  );
}
