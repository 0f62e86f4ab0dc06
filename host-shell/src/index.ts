// Async boundary (ARCHITECTURE.md "Shared singletons": no eager sharing): the shared modules
// are negotiated before bootstrap's imports run.
// Less total blocking time: the runtime's own start-up, React's shared modules
// (warmup.ts) and the rest of the start-up are resolved in three tasks, not one long one; the
// downloads still start at once.
setTimeout(() => {
  void import('./warmup');
  setTimeout(() => void import('./bootstrap'), 0);
}, 0);
