import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadApi } from 'shared-sdk';
import { IMAGE_MAX_BYTES, UPLOAD_CODE } from 'shared-sdk/constants';
import { useMessageStore } from '../store/react';
import { NS } from '../../../i18n';
import { checkComposer, checkPicture, isSendKey } from '../state/composer';
import { getDraft, setDraft } from '../state/drafts';
import { GiftIcon, PictureIcon } from './Icons';
import styles from './Chat.module.css';

const MB = Math.round(IMAGE_MAX_BYTES / (1024 * 1024));

/**
 * The message box (spec 2 §5): Enter sends (not while an input method composes; Shift+Enter is
 * a new line), empty or over-long text cannot be sent, pasting is blocked, emojis are text.
 * What is typed is the conversation's draft (state/drafts.ts): it stays through a refusal, a
 * switch of chat or a reload, and is cleared only once the store has the message.
 */
export function Composer({
  friendId,
  onSent,
  onFocusBlocked,
  giftsOpen,
  onToggleGifts,
}: {
  friendId: number;
  onSent(): void;
  /** Relation 4: tapping the box asks to add the friend first (spec 2 §4). */
  onFocusBlocked?: () => void;
  giftsOpen: boolean;
  onToggleGifts(): void;
}) {
  const { t } = useTranslation([NS, 'chat']);
  const store = useMessageStore();
  const [text, setText] = useState(() => getDraft(friendId));
  const [error, setError] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const check = checkComposer(text);

  const change = (v: string) => {
    setText(v);
    setDraft(friendId, v);
    setError(null);
    setHint(null);
  };

  const send = async () => {
    if (!store || !check.canSend) return;
    const r = await store.send({ kind: 'text', friendId, text });
    if (!r.ok) return setError(String(t(r.key, r.values ?? {})));
    change('');
    onSent();
  };

  const pickPicture = async (f: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!f || !store) return;
    const problem = checkPicture(f);
    if (problem)
      return setError(
        problem === 'too_large'
          ? t('chat.pictureTooLarge', 'This picture is over {{mb}} MB. Choose a smaller one.', {
              mb: MB,
            })
          : problem === 'empty'
            ? t('chat.pictureEmpty', 'This file is empty. Choose another picture.')
            : t('chat.pictureOnly', 'Only pictures (JPEG, PNG, GIF or WebP) can be sent.'),
      );
    setUploading(true);
    setError(null);
    const up = await uploadApi.images(f, f.name);
    setUploading(false);
    if (!up.ok || !up.data)
      return setError(
        up.code === UPLOAD_CODE.notImage
          ? t('chat.pictureOnly', 'Only pictures (JPEG, PNG, GIF or WebP) can be sent.')
          : up.code === UPLOAD_CODE.tooLarge
            ? t('chat.pictureTooLarge', 'This picture is over {{mb}} MB. Choose a smaller one.', {
                mb: MB,
              })
            : t(
                'chat.uploadFailed',
                'The picture could not be uploaded. Check your connection and try again.',
              ),
      );
    const { url, width, height } = up.data;
    const r = await store.send({ kind: 'picture', friendId, url, width, height });
    if (!r.ok) return setError(String(t(r.key, r.values ?? {})));
    onSent();
  };

  return (
    <>
      <div className={styles.composer}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('chat.sendPicture', 'Send a picture')}
          title={t('chat.sendPicture', 'Send a picture')}
          disabled={uploading || !!onFocusBlocked}
          onClick={() => file.current?.click()}
        >
          {uploading ? '…' : <PictureIcon />}
        </button>
        <input
          ref={file}
          className={styles.fileInput}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="picture-input"
          onChange={(e) => void pickPicture(e.target.files?.[0])}
        />
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('chat.gifts', 'Gifts')}
          title={t('chat.gifts', 'Gifts')}
          aria-pressed={giftsOpen}
          onClick={onToggleGifts}
        >
          <GiftIcon />
        </button>
        <textarea
          ref={input}
          className={styles.input}
          dir="auto"
          rows={1}
          value={text}
          aria-label={t('chat.message', 'Message')}
          placeholder={t('chat.placeholder', 'Type a message')}
          aria-invalid={check.over}
          onFocus={() => {
            if (onFocusBlocked) {
              input.current?.blur();
              onFocusBlocked();
            }
          }}
          onChange={(e) => change(e.target.value)}
          onPaste={(e) => {
            e.preventDefault();
            setHint(
              t('chat.noPaste', 'Pasting is turned off in chats. Type your message instead.'),
            );
          }}
          onKeyDown={(e) => {
            if (
              !isSendKey({
                key: e.key,
                shiftKey: e.shiftKey,
                isComposing: e.nativeEvent.isComposing,
                keyCode: e.keyCode,
              })
            )
              return;
            e.preventDefault();
            void send();
          }}
        />
        <button
          type="button"
          className={styles.send}
          disabled={!check.canSend || !store}
          onClick={() => void send()}
        >
          {t('chat.send', 'Send')}
        </button>
      </div>
      {(error || hint || check.showCounter) && (
        <div className={styles.composerInfo}>
          {error ? (
            <span className={styles.error} role="alert">
              {error}
            </span>
          ) : hint ? (
            <span className={styles.hint} role="status">
              {hint}
            </span>
          ) : check.over ? (
            <span className={styles.error} role="alert">
              {t(
                'chat.tooLong',
                'Too long: a message can have at most {{count, number}} characters. Shorten it to send.',
                {
                  count: check.max,
                  defaultValue_one:
                    'Too long: a message can have at most {{count, number}} character. Shorten it to send.',
                },
              )}
            </span>
          ) : null}
          {check.showCounter && (
            <span className={check.over ? styles.counterOver : styles.counter}>
              {check.count} / {check.max}
            </span>
          )}
        </div>
      )}
    </>
  );
}
