import { useCallback, useEffect, useState } from 'react';
import { friendApi, sanitizeUserName, userApi, type FriendRelation } from 'shared-sdk';
import { isSystemId } from '../rules/ids';
import { useConversations } from '../store/react';
import { useRelationChanges } from '../../friends/hooks/useRelationChanges';

export interface ChatPeer {
  friendId: number;
  /** Sanitized (spec 1 §5) display name; '' until known. */
  name: string;
  headImg: string;
  /** i18n key of a system conversation's name (namespace `chat`). */
  nameKey?: string;
  /** FRIEND_RELATION (2 friend, 3 asked you, 4 not yet); null until known; 0 for system ids. */
  relation: number | null;
  /** You asked them and they have not answered. */
  requested: boolean;
  blacklisted: boolean;
  system: boolean;
}

/**
 * Who the open chat is with: the conversation entry when there is one (name, picture), the
 * user's profile otherwise (a chat opened from a profile), and the live relation from
 * friend/relations (relation 4 asks to add, 3 offers accept: spec 2 §4).
 */
export function useChatPeer(friendId: number): ChatPeer & { refresh(): void } {
  const conv = useConversations();
  const entry =
    conv.list.find((u) => u.friendId === friendId) ??
    conv.users.find((u) => u.friendId === friendId);
  const system = isSystemId(friendId);
  const [profile, setProfile] = useState<{ name: string; headImg: string } | null>(null);
  const [rel, setRel] = useState<FriendRelation | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (system) return;
    let live = true;
    void friendApi.relations([friendId]).then((r) => {
      if (live && r.ok) setRel(r.data?.find((x) => x.userId === friendId) ?? null);
    });
    return () => void (live = false);
  }, [friendId, system, tick]);

  const known = !!entry?.userName;
  useEffect(() => {
    if (system || known) return;
    let live = true;
    void userApi.getUserInfo(friendId).then((r) => {
      if (live && r.ok && r.data) setProfile({ name: r.data.userName, headImg: r.data.headImg });
    });
    return () => void (live = false);
  }, [friendId, system, known]);

  const refresh = useCallback(() => setTick((n) => n + 1), []);
  // They accepted or declined (or unblocked) while the chat is open: the prompt follows.
  useRelationChanges((changed) => {
    if (changed === friendId) refresh();
  });
  return {
    friendId,
    name: sanitizeUserName(entry?.userName || profile?.name || ''),
    headImg: entry?.headImg || profile?.headImg || '',
    nameKey: entry && 'nameKey' in entry ? entry.nameKey : undefined,
    relation: system ? 0 : (rel?.relation ?? entry?.relation ?? null),
    requested: rel?.requested ?? false,
    blacklisted: rel?.blacklisted ?? false,
    system,
    refresh,
  };
}
