import { SYSTEM_CONVERSATION } from '../constants';
import {
  GENDER,
  THIRD_WELCOME_LOGIN_COUNT_MAX,
  THIRD_WELCOME_LOGIN_COUNT_MIN,
  WELCOME_MESSAGE_GAP_MS,
  WELCOME_NOTICE_EXPIRE_MS,
} from 'shared-sdk/constants';

export interface WelcomeUser {
  id: number;
  userName: string;
  /** 1 or 2 (spec 2 §3). */
  gender: number;
}

export interface WelcomeDraft {
  /** i18n key of the text (namespace `chat`), with the user's name as a value. */
  contentKey: string;
  values: { name: string };
  /** When it is written: the first now, each next one 50 ms later (spec 2 §9). */
  delayMs: number;
  /** Notice expiry: 5 minutes after it is sent (spec 2 §4, §9 "welcome notices expire after 5 minutes"). */
  expireAfterMs: number;
  /** From the product team's system conversation (spec 2 §3 friendId −2). */
  senderId: number;
}

/**
 * spec 2 §4 "Welcome messages": sent once per user (the caller checks the local store:
 * `alreadySent`) when user id and name are known; two messages — a greeting chosen by gender,
 * where gender 1 gets the "female" greeting of the spec's rule (the one that shows a man lovely
 * people: greeting_male, named by who reads it), and a support text —
 * 50 ms apart; a third only when the login count is between 2 and 20 (inclusive).
 * Returns the messages to write, in order (none when the rules say so).
 */
export function planWelcome(
  user: WelcomeUser | null,
  loginCount: number,
  alreadySent: boolean,
): WelcomeDraft[] {
  if (alreadySent || !user || !(user.id > 0) || !user.userName.trim()) return [];
  const keys = [
    user.gender === GENDER.male ? 'chat:welcome.greeting_male' : 'chat:welcome.greeting_female',
    'chat:welcome.support',
  ];
  if (loginCount >= THIRD_WELCOME_LOGIN_COUNT_MIN && loginCount <= THIRD_WELCOME_LOGIN_COUNT_MAX)
    keys.push('chat:welcome.returning');
  return keys.map((contentKey, i) => ({
    contentKey,
    values: { name: user.userName },
    delayMs: i * WELCOME_MESSAGE_GAP_MS,
    expireAfterMs: WELCOME_NOTICE_EXPIRE_MS,
    senderId: SYSTEM_CONVERSATION.productTeam,
  }));
}
