import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'shared-sdk';
import { NOTE_NAME_MAX } from 'shared-sdk/constants';
import { TransText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import { setNoteName } from '../hooks/friendActions';
import { noteNameCounter } from '../state/rules';
import styles from './Friends.module.css';

/**
 * The note name (spec 2 §5): at most 30 characters, a counter that turns to the error style
 * over the limit; confirm sends the text, cancel sends nothing. What was typed is kept on a
 * failure so nothing is lost.
 */
export function RemarkDialog({
  friendId,
  name,
  initial,
  onSaved,
  onClose,
}: {
  friendId: number;
  name: string;
  initial: string;
  onSaved(userName: string, remark: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const c = noteNameCounter(text);
  const overMsg = t(
    'remark.tooLong',
    'A note name can have at most {{count, number}} characters.',
    {
      count: NOTE_NAME_MAX,
      defaultValue_one: 'A note name can have at most {{count, number}} character.',
    },
  );

  const save = async () => {
    if (c.over) return setError(overMsg);
    setBusy(true);
    setError(null);
    const r = await setNoteName(friendId, text.trim());
    setBusy(false);
    if (!r.ok || !r.data)
      return setError(r.msg || t('common.failed', 'Something went wrong. Try again.'));
    onSaved(r.data.userName, r.data.remark);
  };

  return (
    <Dialog
      title={
        <TransText
          ns={NS}
          i18nKey="remark.title"
          defaults="Note name for <bdi>{{name}}</bdi>"
          values={{ name }}
        />
      }
      onClose={onClose}
      closeLabel={t('common.close', 'Close')}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={id}>{t('remark.label', 'Note name')}</label>
          <input
            id={id}
            value={text}
            autoComplete="off"
            aria-invalid={c.over}
            aria-describedby={`${id}-count`}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
          <span id={`${id}-count`} className={c.over ? styles.counterOver : styles.counter}>
            {c.label}
          </span>
          {(c.over || error) && (
            <p className={styles.error} role="alert">
              {c.over ? overMsg : error}
            </p>
          )}
        </div>
        <p className={styles.note}>{t('remark.hint', 'Leave it empty to show their own name.')}</p>
        <div className={styles.buttons}>
          <button type="button" className={styles.quiet} onClick={onClose}>
            {t('common.cancel', 'Cancel')}
          </button>
          <button type="submit" className={styles.small} disabled={busy || c.over}>
            {t('common.save', 'Save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
