import GiftIcon from 'lucide/dist/esm/icons/gift.mjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from 'shared-sdk';
import { NS } from '../../../../i18n';
import type { RoomView } from '../../engine';
import { GiftMessages } from './GiftMessages';
import { GiftPanel } from './GiftPanel';
import { MiniProfile } from './MiniProfile';
import { FriendBanner, LiveTips } from './Notices';
import { PraiseButton } from './PraiseButton';
import { QuickGifts } from './QuickGifts';
import { RankingSheet } from './RankingSheet';
import { Recharge } from './Recharge';
import { useGiftCatalogue } from './useGifts';
import styles from './RoomPanels.module.css';
import ui from './ui.module.css';

/**
 * Everything the full-screen room shows over its video besides the header, chat and swipe
 * (those are the room's): the friend-request banner and tips at the top, the gift messages at
 * the inline start, the quick gifts, the gift button and praise at the inline end, and the
 * sheets the view opens (gift panel, ranking, mini profile, recharge). Its overlay fills the
 * room's video box (position: absolute; inset: 0) and lets touches through where it shows
 * nothing; the sheets are fixed over the whole room (z-index 40). The room
 * sets `--live-panels-top` (its header's height) and `--live-panels-bottom` (its input bar's).
 */
export function RoomPanels({ view }: { view: RoomView }) {
  const { t } = useTranslation(NS);
  // A tourist or guest sees the tourist variants of the gifts; sending asks them to register
  // (the engine's login-only events).
  const audienceId = view.viewer.kind === 'user' ? null : String(view.viewer.id ?? '');
  const [giftsOpen, setGiftsOpen] = useState(false);
  const catalogue = useGiftCatalogue(audienceId);
  return (
    <>
      <div className={styles.panels}>
        <div className={styles.top}>
          <FriendBanner request={view.friendRequest} accepted={view.acceptSuccess} />
          {view.tipsShown && <LiveTips />}
        </div>
        <div className={styles.gifts}>
          <GiftMessages gifts={view.gifts} catalogue={catalogue} />
        </div>
        <div className={styles.actions}>
          <QuickGifts onSend={view.sendGift} audienceId={audienceId} />
          <button
            type="button"
            className={`${ui.round} ${styles.giftButton}`}
            aria-label={t('liveRoom.gifts.open', 'Send a gift')}
            aria-expanded={giftsOpen}
            onClick={() => setGiftsOpen(true)}
          >
            <Icon icon={GiftIcon} size={24} />
          </button>
          <PraiseButton count={view.praiseCount} onPraise={view.praise} />
        </div>
      </div>
      {/* The sheets are the panels' siblings: fixed over the whole room, taking every touch. */}
      {giftsOpen && (
        <GiftPanel
          catalogue={catalogue}
          visitor={audienceId !== null}
          onSend={view.sendGift}
          onRecharge={view.openRecharge}
          onClose={() => setGiftsOpen(false)}
        />
      )}
      {view.rankingOpen && <RankingSheet liveId={view.live.id} onClose={view.closeRanking} />}
      {view.miniProfile && (
        <MiniProfile
          live={view.live}
          followed={view.hostFollowed}
          onFollow={view.follow}
          onClose={view.closeMiniProfile}
        />
      )}
      {view.recharge && <Recharge recharge={view.recharge} />}
    </>
  );
}
