// The live room's panels (rendered by the room over its video) and the report popup (mounted
// from the room's header menu).
export { RoomPanels } from './RoomPanels';
export { ReportPopup } from './ReportPopup';
export { GiftMessages } from './GiftMessages';
export { GiftPanel } from './GiftPanel';
export { MiniProfile } from './MiniProfile';
export { FriendBanner, LiveTips } from './Notices';
export { PraiseButton } from './PraiseButton';
export { RankingSheet } from './RankingSheet';
export { Recharge } from './Recharge';
