
/** A story video (spec 2 §7 getStoryVideos; the seeded hosts' clips: id = the host's id, duration in s). */
export interface StoryVideo {
  id: number;
  videoUrl: string;
  coverUrl: string;
  duration: number;
}
