/** A small keyed, typed event emitter; a failing listener never stops the others. */
export class Events<M extends object> {
  private readonly map = new Map<keyof M, Set<(ev: never) => void>>();

  on<K extends keyof M>(type: K, fn: (ev: M[K]) => void): () => void {
    let set = this.map.get(type);
    if (!set) this.map.set(type, (set = new Set()));
    set.add(fn as (ev: never) => void);
    return () => void set.delete(fn as (ev: never) => void);
  }

  emit<K extends keyof M>(type: K, ev: M[K]): void {
    for (const fn of [...(this.map.get(type) ?? [])]) {
      try {
        (fn as (e: M[K]) => void)(ev);
      } catch (e) {
        console.error(`[realtime] ${String(type)} listener failed`, e);
      }
    }
  }

  clear(): void {
    this.map.clear();
  }
}
