import { useEffect, useRef } from 'react';
import { useMessageStore } from '../../messages/store/react';

/**
 * Calls `fn(userId)` when the message store hears that what `userId` is to this user may have
 * changed: their friend request, acceptance or decline arrived, or a relation push (deleted,
 * unblocked). Pages showing a relation ("Request sent", Add friend, the friends list) read it
 * again, so an answer given on another device shows without a reload.
 */
export function useRelationChanges(fn: (userId: number) => void): void {
  const store = useMessageStore();
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => store?.events.on('relation', ({ userId }) => latest.current(userId)), [store]);
}
