/** Seeded lives' media: the project's own numbers (the spec says nothing of server media). */

/**
 * Viewers one backend process serves across all its lives; more are not answered (the live
 * service's own limit, spec 3 §8 code 1406 "people max", comes first). Measured (bench
 * `liveViewers`, README.md "How far one process goes"): 300 viewers at 10 frames/s took 75–80 %
 * of one core, 350–400 filled it; 250 (~65 %) leaves the rest of the backend a third of it.
 */
export const LIVE_MEDIA_MAX_VIEWERS = 250;

/** startBroadcast gives up when the gateway has not let the host into the channel by then. */
export const LIVE_MEDIA_JOIN_TIMEOUT_MS = 10_000;
