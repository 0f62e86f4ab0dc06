/**
 * The call machine while media is joined (connecting, inCall, reconnecting): first frame, the
 * room check, stalls, the other party leaving, hang-up, face checks, mute, coins, and the
 * add-friend prompt (spec 2 §4 "Prompts during a call").
 */
import {
  ADD_FRIEND_STATE,
  CALL_LEAVE_TIMER_MS,
  FRIEND_NOTE_SHOW_MS,
  FRIEND_RELATION,
} from 'shared-sdk/constants';
import { CHECK_ROOM_LATER, endCall, remoteEnded, same, stay } from './steps';
import type { CallEvent, CallState, CallToast, EndKind, Transition } from './types';

export function inMedia(s: CallState, e: CallEvent): Transition {
  const roomNum = s.room?.roomNum ?? '';
  const hangup = (kind: EndKind, toast?: CallToast) =>
    endCall(s, kind, [{ type: 'hangup', roomNum }], toast);
  switch (e.type) {
    case 'firstFrame':
      if (s.status !== 'connecting') return stay(s);
      // spec 2 §4 rule 13: the first decoded frame tells the server the call started.
      return {
        state: { ...s, status: 'inCall', startedAt: e.at },
        commands: [{ type: 'notifyStartCall', roomNum }],
      };
    case 'roomCheckTimeout':
      return { state: s, commands: [{ type: 'checkRoom', roomNum }, CHECK_ROOM_LATER] };
    case 'roomChecked':
      // The server ended the room and this device missed the message: end it here too.
      if (!same(s, e.roomNum) || e.state !== 'ended') return stay(s);
      return remoteEnded(s, { ...e, type: 'remoteEnded' });
    case 'mediaStalled':
      return s.status === 'inCall'
        ? { state: { ...s, status: 'reconnecting' }, commands: [] }
        : stay(s);
    case 'mediaRecovered':
      return s.status === 'reconnecting'
        ? { state: { ...s, status: 'inCall' }, commands: [] }
        : stay(s);
    case 'remoteLeft':
      // spec 2 §4 rule 10: the remote leaving starts a 20 s timer.
      if (s.remoteGone) return stay(s);
      return {
        state: { ...s, remoteGone: true },
        commands: [{ type: 'startTimer', name: 'leave', ms: CALL_LEAVE_TIMER_MS }],
      };
    case 'remoteBack':
      if (!s.remoteGone) return stay(s);
      return {
        state: { ...s, remoteGone: false },
        commands: [{ type: 'clearTimer', name: 'leave' }],
      };
    case 'leaveTimeout':
      return s.remoteGone ? hangup('remoteLeft', 'receiverHungUp') : stay(s);
    case 'requestHangup':
      return { state: { ...s, confirmingHangup: true }, commands: [] };
    case 'dismiss':
      return s.confirmingHangup
        ? { state: { ...s, confirmingHangup: false }, commands: [] }
        : stay(s);
    case 'confirmHangup':
      return hangup('hungUp');
    case 'pageHidden':
      return e.mobile ? hangup('hungUp') : stay(s);
    case 'pageUnload':
      // The page may be gone before an answer: the room stays stored for the clean-up after a
      // reload, and nothing changes here (a page kept in the back-forward cache comes back as it was).
      return { state: s, commands: [{ type: 'hangup', roomNum }] };
    case 'report':
      return hangup('reported');
    case 'faceChecked': {
      if (!same(s, e.roomNum)) return stay(s);
      // The other party's message counts only from the other party.
      if (e.from !== 'self' && e.from !== s.peer?.id) return stay(s);
      const side = e.from === 'self' ? 'self' : 'peer';
      return {
        state: { ...s, faceChecks: { ...s.faceChecks, [side]: { face: e.face, blur: e.blur } } },
        commands: [],
      };
    }
    case 'addFriendState':
    case 'acceptFriend':
    case 'acceptFriendFailed':
    case 'dismissFriendPrompt':
    case 'friendNoteTimeout':
      return friendPromptTransition(s, e);
    case 'mute':
      if (s.muted[e.kind] === e.muted) return stay(s);
      return {
        state: { ...s, muted: { ...s.muted, [e.kind]: e.muted } },
        commands: [{ type: 'muteMedia', kind: e.kind, muted: e.muted }],
      };
    case 'coins':
      if (!same(s, e.roomNum)) return stay(s);
      return {
        state: { ...s, lowCoins: !e.isGoldEnough, videoTime: e.videoTime ?? s.videoTime },
        commands: [{ type: 'applyBalance', goldNum: e.goldNum, balanceSeq: e.balanceSeq }],
      };
    case 'remoteEnded':
      return same(s, e.roomNum) ? remoteEnded(s, e) : stay(s);
    case 'devicesDenied': {
      // The callee's camera was refused after accepting: hang up, show the permission message.
      const ended = hangup('failed');
      return {
        state: { ...ended.state, status: 'deviceDenied', problem: e.problem },
        commands: ended.commands,
      };
    }
    case 'failed':
      return s.status === 'connecting' ? hangup('connectFailed', 'connectFailed') : stay(s);
    default:
      return stay(s);
  }
}

/**
 * The add-friend prompt (spec 2 §3 "Add-friend state", §4 "Prompts during a call"): times 1 with
 * type friend from the other party asks to accept; accepting sends autoAddFriend once; times 2
 * is the success note for FRIEND_NOTE_SHOW_MS, and the peer is a friend from then on (no Add
 * friend button, no stranger blur).
 */
function friendPromptTransition(
  s: CallState,
  e: Extract<
    CallEvent,
    {
      type:
        | 'addFriendState'
        | 'acceptFriend'
        | 'acceptFriendFailed'
        | 'dismissFriendPrompt'
        | 'friendNoteTimeout';
    }
  >,
): Transition {
  const p = s.friendPrompt;
  switch (e.type) {
    case 'addFriendState': {
      if (!same(s, e.roomNum) || !s.peer || e.friendId !== s.peer.id) return stay(s);
      if (e.times === ADD_FRIEND_STATE.asked) {
        if (
          e.kind !== ADD_FRIEND_STATE.typeFriend ||
          s.peer.relation === FRIEND_RELATION.friend ||
          p
        )
          return stay(s);
        return {
          state: { ...s, friendPrompt: { friendId: e.friendId, times: 1, accepting: false } },
          commands: [],
        };
      }
      if (e.times === ADD_FRIEND_STATE.accepted)
        return {
          state: {
            ...s,
            peer: { ...s.peer, relation: FRIEND_RELATION.friend },
            friendPrompt: { friendId: e.friendId, times: 2, accepting: false },
          },
          commands: [{ type: 'startTimer', name: 'friendNote', ms: FRIEND_NOTE_SHOW_MS }],
        };
      return stay(s);
    }
    case 'acceptFriend':
      if (p?.times !== ADD_FRIEND_STATE.asked || p.accepting || !s.room) return stay(s);
      return {
        state: { ...s, friendPrompt: { ...p, accepting: true } },
        commands: [{ type: 'acceptFriend', hostId: p.friendId, roomNum: s.room.roomNum }],
      };
    case 'acceptFriendFailed':
      if (p?.times !== ADD_FRIEND_STATE.asked || !p.accepting) return stay(s);
      return {
        state: { ...s, friendPrompt: { ...p, accepting: false } },
        commands: [{ type: 'toast', key: 'generic' }],
      };
    case 'dismissFriendPrompt':
      if (!p) return stay(s);
      return {
        state: { ...s, friendPrompt: null },
        commands:
          p.times === ADD_FRIEND_STATE.accepted ? [{ type: 'clearTimer', name: 'friendNote' }] : [],
      };
    case 'friendNoteTimeout':
      return p?.times === ADD_FRIEND_STATE.accepted
        ? { state: { ...s, friendPrompt: null }, commands: [] }
        : stay(s);
  }
}
