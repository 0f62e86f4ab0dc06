import { useCallback, useEffect, useState } from 'react';
import type { AlbumPic } from 'shared-sdk';
import { albumFileProblem, type FileProblem } from '../state/files';

/** The album calls live in the SDK's chat entry (signed-in pages only; already loaded after sign-in). */
const albumApi = () => import('shared-sdk/chat').then((m) => m.albumApi);
type AlbumApi = Awaited<ReturnType<typeof albumApi>>;

export type AlbumProblem =
  | { kind: 'file'; problem: FileProblem }
  | { kind: 'failed'; action: 'load' | 'add' | 'delete'; code: number; msg: string };

export interface AlbumState {
  photos: AlbumPic[] | null;
  loading: boolean;
  /** A photo on its way up. */
  adding: boolean;
  /** Ids of photos being deleted. */
  deleting: number[];
  problem: AlbumProblem | null;
}

/**
 * The own album (spec 3 §7 "Media": uploadAlbumImage, deleteAlbumPic; spec 2 §7 getAlbumPics):
 * pictures only, 5M at most (checked here, decided by the server from the bytes: 26002, 26003;
 * full album 26004), with loading and error states and Retry.
 */
export function useAlbum() {
  const [s, setS] = useState<AlbumState>({
    photos: null,
    loading: true,
    adding: false,
    deleting: [],
    problem: null,
  });
  const patch = (p: Partial<AlbumState> | ((c: AlbumState) => Partial<AlbumState>)) =>
    setS((cur) => ({ ...cur, ...(typeof p === 'function' ? p(cur) : p) }));

  /** The list's answer (a failure keeps the photos shown and offers Retry). */
  const take = useCallback((r: Awaited<ReturnType<AlbumApi['getAlbumPics']>>) => {
    setS((c) =>
      r.ok
        ? { ...c, loading: false, photos: r.data.list }
        : {
            ...c,
            loading: false,
            problem: { kind: 'failed', action: 'load', code: r.code, msg: r.msg },
          },
    );
  }, []);
  useEffect(() => {
    let live = true;
    void albumApi()
      .then((api) => api.getAlbumPics())
      .then((r) => live && take(r));
    return () => {
      live = false;
    };
  }, [take]);
  const retry = async () => {
    setS((c) => ({ ...c, loading: true, problem: null }));
    take(await (await albumApi()).getAlbumPics());
  };

  async function add(file: File): Promise<void> {
    const bad = albumFileProblem(file);
    if (bad) return patch({ problem: { kind: 'file', problem: bad } });
    patch({ adding: true, problem: null });
    const r = await (await albumApi()).uploadAlbumImage(file, file.name);
    patch((c) =>
      r.ok
        ? { adding: false, photos: [...(c.photos ?? []), r.data] }
        : { adding: false, problem: { kind: 'failed', action: 'add', code: r.code, msg: r.msg } },
    );
  }

  async function remove(id: number): Promise<void> {
    patch((c) => ({ deleting: [...c.deleting, id], problem: null }));
    const r = await (await albumApi()).deleteAlbumPic({ id });
    patch((c) => ({
      deleting: c.deleting.filter((d) => d !== id),
      ...(r.ok
        ? { photos: (c.photos ?? []).filter((p) => p.id !== id) }
        : { problem: { kind: 'failed', action: 'delete', code: r.code, msg: r.msg } }),
    }));
  }

  return { state: s, retry, add, remove };
}
