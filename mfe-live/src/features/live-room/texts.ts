/**
 * The live room's texts (namespace `live`, keys `liveRoom.*`), with the spec's exact English
 * (spec 3 §4, §8). `t` is react-i18next's (useTranslation(NS)) or i18next's bound to NS; the
 * English default written here is what renders before a pack loads (src/i18n.test.ts keeps
 * locales/en.json equal to these).
 */
import type { LiveToast } from './engine';

type T = (key: string, defaultValue: string, options?: Record<string, unknown>) => string;

/** The toasts the engine asks for (its `toast` command). */
export function liveToastText(
  t: T,
  key: LiveToast,
  vars: Record<string, string | number> = {},
): string {
  switch (key) {
    case 'systemError':
      return t('liveRoom.toast.systemError', 'System error, please refresh the page');
    case 'removed':
      return t('liveRoom.toast.removed', 'You were removed from this live.');
    case 'kicked':
      return t(
        'liveRoom.toast.kicked',
        "You were removed from this live. Can't join in currently.",
      );
    case 'liveEnded':
      return t('liveRoom.toast.liveEnded', 'This live has already ended.');
    case 'peopleMax':
      return t(
        'liveRoom.toast.peopleMax',
        'This live has reached to its viewer limits. Please try again later.',
      );
    case 'touristLiveEnded':
      return t(
        'liveRoom.toast.touristLiveEnded',
        'This live has ended. Free register for more lives.',
      );
    case 'touristPeopleMax':
      return t(
        'liveRoom.toast.touristPeopleMax',
        'This live has reached to its viewers limitation. Free register for more lives.',
      );
    case 'muted':
      return t('liveRoom.toast.muted', "You're muted.");
    case 'noMoreLives':
      return t('liveRoom.toast.noMoreLives', 'No more lives currently. Please try later.');
    case 'networkEnded':
      return t('liveRoom.toast.networkEnded', 'This live ended due to network error.');
    case 'giftSystemError':
      // spec 3 §8 "any other code toast 'code:system error'".
      return t('liveRoom.toast.giftSystemError', '{{code}}:system error', vars);
    case 'viewingLimit':
      return t(
        'liveRoom.toast.viewingLimit',
        'You have reached the viewing time limitation, Continue to watch for free after register.',
      );
    // The spec's plain 'error' toast, and failures it does not word (project texts).
    case 'error':
      return t('liveRoom.toast.error', 'Something went wrong. Please try again.');
    case 'joinFailed':
      return t('liveRoom.toast.joinFailed', 'Could not join this live. Please try again later.');
    case 'loadFailed':
      return t('liveRoom.toast.loadFailed', 'Could not load the next live. Please try again.');
    case 'sendFailed':
      return t('liveRoom.toast.sendFailed', 'Your message was not sent. Please try again.');
  }
}

/** The room's other texts of spec 3 §8, for the room's UI. */
export const LIVE_ROOM_TEXTS = [
  'violationClosed',
  'noMoreLivesSlide',
  'noLives',
  'noGifts',
  'registerUnlock',
  'swipeHint',
  'tapToStart',
  'rules',
  'linkCopied',
  'shareNow',
] as const;
export type LiveRoomText = (typeof LIVE_ROOM_TEXTS)[number];

export function liveRoomText(t: T, key: LiveRoomText): string {
  switch (key) {
    case 'violationClosed':
      return t(
        'liveRoom.text.violationClosed',
        'This live has been closed in response to the violation regulations. Check out recommendations for other lives.',
      );
    case 'noMoreLivesSlide':
      return t(
        'liveRoom.text.noMoreLivesSlide',
        'No more lives currently. You can slide up to switch.',
      );
    case 'noLives':
      return t('liveRoom.text.noLives', 'There are no lives currently. Come back later.');
    case 'noGifts':
      return t('liveRoom.text.noGifts', 'No gifts currently.');
    case 'registerUnlock':
      return t('liveRoom.text.registerUnlock', 'Unlock more functions after free register!');
    case 'swipeHint':
      return t('liveRoom.text.swipeHint', 'Swipe up or down to switch lives.');
    case 'tapToStart':
      return t('liveRoom.text.tapToStart', 'Tap to start.');
    case 'rules':
      return t(
        'liveRoom.text.rules',
        'Please abide by the platform regulations. Be kind with your words.',
      );
    case 'linkCopied':
      return t('liveRoom.text.linkCopied', 'The link has been copied.');
    case 'shareNow':
      return t('liveRoom.text.shareNow', 'Share it with your friends now!');
  }
}
