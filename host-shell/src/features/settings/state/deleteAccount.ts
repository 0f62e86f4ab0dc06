import { accountApi, navigate, showToast } from 'shared-sdk';
import { clearStoredSession } from '../../session/state/logout';
import { closeSettings } from './settingsPopup';

export type DeleteResult = { ok: true } | { ok: false };

/**
 * Delete account (spec 3 §2 "Settings popup"; docs/CONTRACTS.md "Delete account"): the backend
 * deletes the account and its data; then the session is cleared here like a logout and the
 * visitor lands on the root and sees `deletedText` (the dialog's, in the current language). On
 * failure nothing changes and the dialog says so.
 */
export async function deleteAccount(deletedText: string): Promise<DeleteResult> {
  const res = await accountApi.deleteAccount();
  if (!res.ok) return { ok: false };
  clearStoredSession();
  closeSettings();
  navigate('LivCam', {}, { replace: true });
  showToast(deletedText);
  return { ok: true };
}
