import { useCallback, useEffect, useRef, useState } from 'react';
import { friendApi, userApi, type FriendRelation, type UserInfo } from 'shared-sdk';
import { useRelationChanges } from './useRelationChanges';
import { CODE_NETWORK } from 'shared-sdk/constants';

export type PersonState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'ready'; user: UserInfo; relation: FriendRelation };

/** getUserInfo of another user also carries these (backend accounts/view.ts). */
export type PersonInfo = UserInfo & {
  isHost?: boolean;
  photos?: string[];
  callPrice?: number;
};

async function loadPerson(userId: number): Promise<PersonState> {
  const [u, r] = await Promise.all([userApi.getUserInfo(userId), friendApi.relations([userId])]);
  if (!u.ok || !u.data?.id)
    // An unknown id is refused with a code; a dropped connection is -1, a server failure 5xx.
    return {
      status: u.code === CODE_NETWORK || (u.code >= 500 && u.code < 600) ? 'error' : 'notFound',
    };
  const relation: FriendRelation = (r.ok && r.data?.[0]) || {
    userId,
    relation: u.data.relation ?? 4,
    stick: u.data.stick ?? 0,
    remark: '',
    remindSwitch: false,
    blacklisted: false,
    requested: false,
  };
  return { status: 'ready', user: u.data, relation };
}

/**
 * Another user's card and your relation to them (getUserInfo by searchUserId, spec 1 §7 / spec 2
 * §7 "Search user by searchUserId"; friend/relations for requested, blocked and the note name).
 */
export function usePerson(userId: number | null): PersonState & {
  reload(): void;
  patch(r: Partial<FriendRelation>): void;
} {
  // The state remembers whose it is: another id shows 'loading' until its own answer.
  const [held, setHeld] = useState<{ id: number | null; s: PersonState }>({
    id: null,
    s: { status: 'loading' },
  });
  const gen = useRef(0);
  const fetchFor = useCallback((id: number | null, my: number) => {
    if (!id) return;
    void loadPerson(id).then((s) => {
      if (my === gen.current) setHeld({ id, s });
    });
  }, []);
  useEffect(() => {
    const g = gen;
    fetchFor(userId, ++g.current);
    return () => void g.current++;
  }, [userId, fetchFor]);
  const reload = useCallback(() => {
    setHeld({ id: userId, s: { status: 'loading' } });
    fetchFor(userId, ++gen.current);
  }, [userId, fetchFor]);
  // They answered (accepted, declined) or the relation changed elsewhere: read it again, quietly.
  useRelationChanges((changed) => {
    if (changed === userId) fetchFor(userId, ++gen.current);
  });
  const patch = useCallback(
    (p: Partial<FriendRelation>) =>
      setHeld((h) =>
        h.s.status === 'ready' ? { ...h, s: { ...h.s, relation: { ...h.s.relation, ...p } } } : h,
      ),
    [],
  );
  const state: PersonState = !userId
    ? { status: 'notFound' }
    : held.id === userId
      ? held.s
      : { status: 'loading' };
  return { ...state, reload, patch };
}
