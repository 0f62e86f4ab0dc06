import type { RoomView } from '../../engine';

/**
 * Where the room's panels go (spec 3 §2), each a component of `../panels/` or `../../../live-end/`
 * taking the RoomView: the gift panel, quick gifts and the recharge dialog (room.recharge), gift
 * messages over the video (room.gifts), the praise button and count (room.praise, praiseCount),
 * the ranking sheet (room.rankingOpen), the mini host profile (room.miniProfile), the
 * friend-request banner and accept success (room.friendRequest, acceptSuccess), the tips
 * (room.tipsShown) and the report popup. They are built beside this room and mounted here; until
 * then this region renders nothing, so no button promises a panel that is not there.
 */
export function RoomPanels(_props: { room: RoomView }) {
  return null;
}
