import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageFrame, sanitizeUserName, showToast, userAtom } from 'shared-sdk';
import { FRIEND_RELATION } from 'shared-sdk/constants';
import { TransText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import { ReportPopup } from '../../reports/components/ReportPopup';
import { REPORT_TYPE } from '../../reports/hooks/submitReport';
import { blockUser, unblockUser } from '../hooks/friendActions';
import { useOnlineStatuses } from '../hooks/useOnlineStatuses';
import { usePerson } from '../hooks/usePerson';
import { useStoryVideos } from '../hooks/useStoryVideos';
import { parseUserId } from '../state/rules';
import { AddFriendButton } from './AddFriendButton';
import { AlbumGrid } from './AlbumGrid';
import { unblockedText } from './BlockedTab';
import { Avatar, ConfirmDialog, RouteLink, statusText } from './Bits';
import { StoryVideos } from './StoryVideos';
import styles from './Profile.module.css';

/**
 * Route FriendPage (/profile/:friendId): someone's card (picture, name, age, online status
 * polled every 2 s), their story videos (spec 2 §7 getStoryVideos, loaded alongside the card),
 * their album (getAlbumPics), and what you can do: message, add friend (9 coins), report (three
 * steps, also blocks), block or unblock.
 */
export function FriendProfilePage() {
  const { t } = useTranslation(NS);
  const me = useAtomValue(userAtom);
  const id = parseUserId(useParams().friendId ?? '');
  const self = id !== null && me?.id === id;
  const p = usePerson(self ? null : id);
  const polled = useOnlineStatuses(id && !self ? [id] : []);
  const stories = useStoryVideos(self ? null : id);
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (id === null || p.status === 'notFound' || self)
    return (
      <PageFrame title={t('profile.title', 'Profile')}>
        <p className={styles.note}>
          {self
            ? t(
                'profile.yourself',
                'This is your own profile. Others see your picture, name and photos here.',
              )
            : t('profile.notFound', 'No one has this user ID.')}
        </p>
      </PageFrame>
    );
  if (p.status === 'loading')
    return (
      <PageFrame title={t('profile.title', 'Profile')}>
        <p className={styles.note} role="status">
          {t('profile.loading', 'Loading the profile…')}
        </p>
      </PageFrame>
    );
  if (p.status === 'error')
    return (
      <PageFrame title={t('profile.title', 'Profile')}>
        <div role="alert" className={styles.box}>
          <p>{t('profile.failed', 'The profile could not be loaded. Check your connection.')}</p>
          <button type="button" className={styles.quiet} onClick={p.reload}>
            {t('common.retry', 'Retry')}
          </button>
        </div>
      </PageFrame>
    );

  const name = sanitizeUserName(p.relation.remark || p.user.userName);
  const status = polled.get(id) ?? undefined;
  const blocked = p.relation.blacklisted;
  const toggleBlock = async () => {
    setBusy(true);
    setError(null);
    if (blocked) {
      const r = await unblockUser(id);
      setBusy(false);
      if (!r.ok) return setError(r.msg || t('common.failed', 'Something went wrong. Try again.'));
      const restored = !!r.data?.restored;
      p.patch({ blacklisted: false, ...(r.data ? { relation: r.data.relation } : {}) });
      return showToast(unblockedText(t, name, restored));
    }
    const r = await blockUser(id);
    setBusy(false);
    if (!r.ok) return setError(r.msg || t('common.failed', 'Something went wrong. Try again.'));
    p.patch({ blacklisted: true, relation: FRIEND_RELATION.notFriend, requested: false });
    setOpen(null);
    showToast(t('profile.blockedToast', '{{name}} is blocked.', { name }));
  };

  return (
    <PageFrame title={name}>
      <section className={styles.card} aria-label={t('profile.cardOf', 'About {{name}}', { name })}>
        <Avatar name={name} src={p.user.headImg} status={status} large />
        <div className={styles.who}>
          <p className={styles.name}>
            <bdi>{name}</bdi>
          </p>
          <p className={styles.meta}>
            {[
              t('profile.userId', 'User ID {{id}}', { id }),
              typeof p.user.age === 'number'
                ? t('profile.age', '{{count, number}} years', {
                    count: p.user.age,
                    defaultValue_one: '{{count, number}} year',
                  })
                : null,
              status !== undefined ? statusText(t, status) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {blocked && (
            <p className={styles.meta}>{t('profile.isBlocked', 'You blocked this person.')}</p>
          )}
        </div>
      </section>
      <div className={styles.actions}>
        {!blocked && (
          <RouteLink to="IMMessageSession" params={{ friendId: id }} className={styles.btn}>
            {t('profile.message', 'Send a message')}
          </RouteLink>
        )}
        {!blocked && p.relation.relation !== FRIEND_RELATION.friend && (
          <AddFriendButton
            userId={id}
            name={name}
            relation={p.relation.relation}
            requested={p.relation.requested}
            onChange={(n) => p.patch(n)}
          />
        )}
        <button type="button" className={styles.danger} onClick={() => setOpen('report')}>
          {t('friends.report', 'Report')}
        </button>
        <button
          type="button"
          className={styles.danger}
          onClick={() => (blocked ? void toggleBlock() : setOpen('block'))}
          disabled={busy}
        >
          {blocked ? t('profile.unblock', 'Unblock') : t('friends.block', 'Block')}
        </button>
      </div>
      {error && !open && (
        <p className={styles.note} role="alert">
          {error}
        </p>
      )}
      <StoryVideos state={stories} name={name} />
      <h2 className={styles.section}>{t('profile.photos', 'Photos')}</h2>
      <AlbumGrid userId={id} name={name} />
      {open === 'report' && (
        <ReportPopup
          userId={id}
          name={name}
          reportType={REPORT_TYPE.profile}
          site="FriendPage"
          onClose={() => setOpen(null)}
          onBlocked={() => p.patch({ blacklisted: true })}
        />
      )}
      {open === 'block' && (
        <ConfirmDialog
          title={
            <TransText
              ns={NS}
              i18nKey="block.title"
              defaults="Block <bdi>{{name}}</bdi>?"
              values={{ name }}
            />
          }
          text={
            p.relation.relation === FRIEND_RELATION.friend
              ? t(
                  'block.textFriend',
                  'They can no longer message you or send you gifts. Your chat history with them is removed. If you unblock them, you will be friends again.',
                )
              : t(
                  'block.text',
                  'They can no longer message you or send you gifts. Your chat history with them is removed.',
                )
          }
          confirm={t('friends.block', 'Block')}
          busy={busy}
          error={error}
          onConfirm={() => void toggleBlock()}
          onClose={() => setOpen(null)}
        />
      )}
    </PageFrame>
  );
}
