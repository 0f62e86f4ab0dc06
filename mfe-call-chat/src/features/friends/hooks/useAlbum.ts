import { useCallback, useEffect, useState } from 'react';
import { type AlbumPic } from 'shared-sdk';
import { albumApi } from 'shared-sdk/chat';

export type AlbumState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; pics: AlbumPic[] };

/** Someone's album (spec 2 §7 getAlbumPics with searchUserId), with a retry. */
export function useAlbum(userId: number | null): AlbumState & { reload(): void } {
  const [held, setHeld] = useState<{ id: number | null; s: AlbumState }>({
    id: null,
    s: { status: 'loading' },
  });
  const [gen, setGen] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void albumApi.getAlbumPics({ searchUserId: userId }).then((r) => {
      if (!live) return;
      setHeld({
        id: userId,
        s: r.ok ? { status: 'ready', pics: r.data?.list ?? [] } : { status: 'error' },
      });
    });
    return () => {
      live = false;
    };
  }, [userId, gen]);
  const reload = useCallback(() => {
    setHeld({ id: userId, s: { status: 'loading' } });
    setGen((g) => g + 1);
  }, [userId]);
  const s: AlbumState = held.id === userId ? held.s : { status: 'loading' };
  return { ...s, reload };
}
