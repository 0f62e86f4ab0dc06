import { accountApi, navigate, showToast } from 'shared-sdk';
import { clearStoredSession } from '../../session/state/logout';
import { closeSettings } from './settingsPopup';

export type DeleteResult = { ok: true } | { ok: false; message: string };

/** Shown after the account is gone (the landing, signed out). */
export const ACCOUNT_DELETED_TEXT = 'Your account has been deleted.';
/** errors:delete_account_failed, in English for when the errors pack is not loaded. */
export const DELETE_FAILED_TEXT = 'Your account could not be deleted. Please try again.';

/**
 * Delete account (spec 3 §2 "Settings popup"; docs/CONTRACTS.md "Delete account"): the backend
 * deletes the account and its data; then the session is cleared here like a logout and the
 * visitor lands on the root. On failure nothing changes and the dialog says so.
 */
export async function deleteAccount(): Promise<DeleteResult> {
  const res = await accountApi.deleteAccount();
  if (!res.ok) return { ok: false, message: DELETE_FAILED_TEXT };
  clearStoredSession();
  closeSettings();
  navigate('LivCam', {}, { replace: true });
  showToast(ACCOUNT_DELETED_TEXT);
  return { ok: true };
}
