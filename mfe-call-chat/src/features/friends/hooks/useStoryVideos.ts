import { useEffect, useState } from 'react';
import { type StoryVideo } from 'shared-sdk';
import { albumApi } from 'shared-sdk/chat';

/** The first page's size: a seeded host has one story; users cannot post any. */
export const STORY_PAGE_SIZE = 10;

export type StoriesState = { status: 'loading' } | { status: 'ready'; videos: StoryVideo[] };

/**
 * Someone's story videos (spec 2 §7 getStoryVideos with searchUserId). The album wrappers
 * swallow errors (spec 2 §8): a failed load counts as no stories, so the page shows none.
 */
export function useStoryVideos(userId: number | null): StoriesState {
  const [held, setHeld] = useState<{ id: number | null; s: StoriesState }>({
    id: null,
    s: { status: 'loading' },
  });
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void albumApi
      .getStoryVideos({ searchUserId: userId, page: 1, size: STORY_PAGE_SIZE })
      .then((r) => {
        if (!live) return;
        const videos = r.ok ? (r.data?.list ?? []).filter((v) => !!v.videoUrl) : [];
        setHeld({ id: userId, s: { status: 'ready', videos } });
      });
    return () => {
      live = false;
    };
  }, [userId]);
  return held.id === userId ? held.s : { status: 'loading' };
}
