import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { statusApi } from 'shared-sdk';
import { STATUS_POLL_MS } from 'shared-sdk/constants';
import { pollableIds } from '../state/rules';

/**
 * Which rows are on screen: `observe(id)` is a ref callback for a row. Without
 * IntersectionObserver (old browsers, jsdom) every observed row counts as visible.
 */
export function useVisibleIds(): {
  visible: number[];
  observe(id: number): (el: Element | null) => void;
} {
  const [visible, setVisible] = useState<number[]>([]);
  const shown = useRef(new Set<number>());
  const byEl = useRef(new Map<Element, number>());
  const io = useRef<IntersectionObserver | null>(null);
  // Only a real change of the set re-renders: a flush from a ref callback runs during React's
  // commit, and a new array every time would make another render, another ref call, and so on
  // ("Maximum update depth exceeded").
  const flush = useCallback(
    () =>
      setVisible((old) => {
        const next = [...shown.current].sort((a, b) => a - b);
        return next.length === old.length && next.every((id, i) => id === old[i]) ? old : next;
      }),
    [],
  );

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    io.current = new IntersectionObserver((entries) => {
      for (const e of entries) {
        const id = byEl.current.get(e.target);
        if (id === undefined) continue;
        if (e.isIntersecting) shown.current.add(id);
        else shown.current.delete(id);
      }
      flush();
    });
    for (const el of byEl.current.keys()) io.current.observe(el);
    return () => io.current?.disconnect();
  }, [flush]);

  // One ref callback per id for the life of the page: a new function on every render would make
  // React detach (null) and attach the row again on each render.
  const refs = useRef(new Map<number, (el: Element | null) => void>());
  const attach = useCallback(
    (id: number) => (el: Element | null) => {
      if (el) {
        byEl.current.set(el, id);
        if (io.current) io.current.observe(el);
        else if (typeof IntersectionObserver === 'undefined') {
          shown.current.add(id);
          flush();
        }
        return;
      }
      // The ref of an id is stable, so null means its row unmounted (React calls it before the
      // element leaves the document): forget the row.
      for (const [k, v] of byEl.current)
        if (v === id) {
          io.current?.unobserve(k);
          byEl.current.delete(k);
        }
      shown.current.delete(id);
      flush();
    },
    [flush],
  );
  const observe = useCallback(
    (id: number) => {
      let ref = refs.current.get(id);
      if (!ref) refs.current.set(id, (ref = attach(id)));
      return ref;
    },
    [attach],
  );
  return { visible, observe };
}

/**
 * Online status of the given users, polled every STATUS_POLL_MS (2 s, spec 2 §4) while the page
 * is visible; system ids are never asked for. Starts from `initial` (the list's own status).
 */
export function useOnlineStatuses(ids: readonly number[]): ReadonlyMap<number, number> {
  const [statuses, setStatuses] = useState<ReadonlyMap<number, number>>(new Map());
  const key = useMemo(() => pollableIds(ids).join(','), [ids]);

  useEffect(() => {
    const list = key ? key.split(',').map(Number) : [];
    if (!list.length) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const tick = async () => {
      if (stopped) return;
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') {
        const r = await statusApi.getBatch(list);
        // Failures of status styling are swallowed (spec 2 §8): the last known state stays.
        if (!stopped && r.ok && Array.isArray(r.data))
          setStatuses((old) => {
            const next = new Map(old);
            for (const e of r.data) next.set(Number(e.userId), Number(e.status));
            return next;
          });
      }
      if (!stopped) timer = setTimeout(() => void tick(), STATUS_POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [key]);
  return statuses;
}
