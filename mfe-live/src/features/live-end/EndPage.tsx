import { useTranslation } from 'react-i18next';
import { navigate } from 'shared-sdk';
import { LIVE_END_TYPE } from 'shared-sdk/constants';
import { NS } from '../../i18n';
import { hostAvatar } from '../live-room/components/panels/hostFacts';
import { Avatar } from '../live-room/components/panels/Avatar';
import { CloseButton } from '../live-room/components/panels/CloseButton';
import { useLoad } from '../live-room/components/panels/useLoad';
import { useRoomText, useRoomToastText } from '../live-room/components/panels/useRoomText';
import type { LiveRoomStatusOf } from '../live-room/engine';
import { hostFollowed } from '../live-room/engine';
import { EndFollow } from './EndFollow';
import { HostMedia } from './HostMedia';
import { OtherLives } from './OtherLives';
import { loadEndMeta, loadHostMedia, loadOtherLives } from './endData';
import styles from './EndPage.module.css';

/**
 * The live-ended page (spec 3 §2): how the live ended, the host with follow, the host's videos
 * or photos, up to six other lives (a tap enters one), More (GoddessWall: `ended.more()`) and
 * close (`ended.close()`). The room renders it for the `ended` snapshot; swiping stays the room's.
 */
export function EndPage({ ended }: { ended: LiveRoomStatusOf<'ended'> }) {
  const { t } = useTranslation(NS);
  const roomText = useRoomText();
  const live = ended.live;
  const meta = useLoad(`meta:${live.id}`, () => loadEndMeta(live.id));
  const media = useLoad(`media:${live.hostId}`, () => loadHostMedia(live.hostId));
  const others = useLoad(`others:${live.id}`, () => loadOtherLives(live.id));
  const endType = meta.status === 'ready' ? meta.data.endType : LIVE_END_TYPE.ended;
  const toast = useRoomToastText();
  const why =
    endType === LIVE_END_TYPE.violation
      ? roomText('violationClosed')
      : endType === LIVE_END_TYPE.networkError
        ? toast('networkEnded')
        : toast('liveEnded');
  const followed =
    hostFollowed(live) ||
    (meta.status === 'ready' &&
      hostFollowed({ ...live, hostDetail: { relation: meta.data.relation } }));
  return (
    <article className={styles.page} aria-labelledby="live-end-title">
      <CloseButton
        label={t('liveEnd.close', 'Close')}
        onClick={ended.close}
        className={styles.close}
        size={22}
      />
      <header className={styles.host}>
        <Avatar src={hostAvatar(live)} name={live.name} size={72} />
        <h1 id="live-end-title" className={styles.name}>
          <bdi>{live.name}</bdi>
        </h1>
        <p className={styles.why} role="status">
          {why}
        </p>
        <EndFollow
          key={live.id}
          channelId={live.channelId}
          name={live.name}
          followed={followed}
          onRecharge={() => {
            ended.close();
            navigate('CoinPage');
          }}
        />
      </header>
      {media.status === 'ready' && media.data.length > 0 && (
        <HostMedia items={media.data} name={live.name} />
      )}
      <OtherLives lives={others} />
      <button type="button" className={styles.more} onClick={ended.more}>
        {t('liveEnd.more', 'More lives')}
      </button>
    </article>
  );
}
