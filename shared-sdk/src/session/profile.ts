import { appStore, userAtom, type SessionUser } from './atoms';

/** The profile fields of the session user that profile editing changes. */
export type ProfileFields = Pick<
  SessionUser,
  'id' | 'userName' | 'headImg' | 'gender' | 'countryId'
>;

/**
 * The profile part of the session user has one writer (ARCHITECTURE.md "Shared state has one
 * writer"), like the balance (`applyBalance`) and the pay status (`applyPayStatus`): after a
 * saved edit the page applies the user info the backend answered, and the shell's avatar and
 * name change at once. Only the profile fields are taken; the coins and the pay status stay with
 * their own writers. Returns false (and changes nothing) when no one is signed in or the answer
 * is another user's.
 */
export function applyProfile(u: ProfileFields & { source: string }): boolean {
  const user = appStore.get(userAtom);
  if (!user || user.id !== u.id) return false;
  const next = {
    ...user,
    userName: u.userName,
    headImg: u.headImg,
    gender: u.gender,
    countryId: u.countryId,
  };
  if (
    next.userName !== user.userName ||
    next.headImg !== user.headImg ||
    next.gender !== user.gender ||
    next.countryId !== user.countryId
  )
    appStore.set(userAtom, next);
  return true;
}
