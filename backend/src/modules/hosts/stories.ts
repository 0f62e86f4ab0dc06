/**
 * The seeded hosts' story videos (CardPage video cards): every fifth host has one,
 * made by scripts/generate-stories.ts into assets/hosts/<id>/story.webm with its first frame as
 * story.jpg. A host has a story when its file is there (checked once per host: files are
 * committed, never written at run time).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ASSETS_DIR } from '../../http/assets';

/** Length of every generated story clip (scripts/generate-stories.ts makes them this long). */
export const STORY_SECONDS = 3;

/** Which seeded hosts get a story from the generator. */
export const STORY_HOSTS = (hostId: number): boolean => (hostId - 10001) % 5 === 0;

export interface HostStory {
  /** `/assets/…` paths (made absolute per request). */
  video: string;
  cover: string;
}

const known = new Map<number, HostStory | null>();

/** The host's story video and its poster, or null when it has none. */
export function hostStory(hostId: number): HostStory | null {
  let s = known.get(hostId);
  if (s === undefined) {
    const base = `/assets/hosts/${hostId}/story`;
    const has = (ext: string) =>
      fs.existsSync(path.join(ASSETS_DIR, 'hosts', String(hostId), `story.${ext}`));
    s = has('webm') && has('jpg') ? { video: `${base}.webm`, cover: `${base}.jpg` } : null;
    known.set(hostId, s);
  }
  return s;
}
