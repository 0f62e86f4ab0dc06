import type { LanguagePrefix, SessionUser } from 'shared-sdk';
import { TASK_ENTRY_ID } from '../../../routes/components';
import { RemoteSlot } from '../../remotes';
import { AvatarMenu } from './AvatarMenu';
import { BalanceEntrySlot } from './BalanceLink';

/**
 * The sidebar's signed-in part (spec 3 §2 "Shell"): the coin balance (or with it the limited
 * offer's countdown), the task entry (desktop) and the avatar menu. Loaded after sign-in (lazy in
 * Sidebar), off the landing's path; it sits at the sidebar's end, so nothing moves when it comes.
 */
export function SidebarAccount({
  user,
  prefix,
}: {
  user: SessionUser;
  prefix: LanguagePrefix | null;
}) {
  return (
    <>
      <BalanceEntrySlot prefix={prefix} />
      <RemoteSlot id={TASK_ENTRY_ID} variant="widget" quiet />
      <AvatarMenu user={user} prefix={prefix} />
    </>
  );
}
