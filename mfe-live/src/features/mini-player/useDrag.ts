/**
 * The mini player's drag (spec 3 §2 "Minimised draggable live video window"): the window follows
 * the pointer and stays where it is dropped, kept inside the screen; a press that barely moves is
 * a tap (back to the room). The place is kept for the page's life, so it reopens where it was.
 */
import { useRef, useState, type PointerEvent } from 'react';

/** Moves shorter than this are a tap (project). */
export const MINI_TAP_SLOP_PX = 6;

export interface Offset {
  x: number;
  y: number;
}

/** Where the window sits with no offset (its CSS place). */
export interface Base {
  left: number;
  top: number;
  width: number;
  height: number;
}

let kept: Offset = { x: 0, y: 0 };

/** The offset kept so the whole window stays inside the view. */
export function clampOffset(next: Offset, base: Base, view: { w: number; h: number }): Offset {
  const fix = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));
  return {
    x: fix(next.x, -base.left, view.w - base.left - base.width),
    y: fix(next.y, -base.top, view.h - base.top - base.height),
  };
}

export function useDrag(onTap: () => void) {
  const [offset, setOffsetState] = useState<Offset>(kept);
  const latest = useRef(offset);
  const setOffset = (o: Offset) => {
    latest.current = o;
    setOffsetState(o);
  };
  const drag = useRef<{
    id: number;
    x: number;
    y: number;
    from: Offset;
    base: Base;
    moved: boolean;
  } | null>(null);

  return {
    offset,
    handlers: {
      onPointerDown(e: PointerEvent<HTMLElement>) {
        if (e.button !== 0 || (e.target as Element).closest?.('button')) return;
        const r = e.currentTarget.getBoundingClientRect();
        const from = latest.current;
        const base = {
          left: r.left - from.x,
          top: r.top - from.y,
          width: r.width,
          height: r.height,
        };
        drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, from, base, moved: false };
        e.currentTarget.setPointerCapture?.(e.pointerId);
      },
      onPointerMove(e: PointerEvent<HTMLElement>) {
        const d = drag.current;
        if (!d || d.id !== e.pointerId) return;
        const dx = e.clientX - d.x;
        const dy = e.clientY - d.y;
        if (!d.moved && Math.hypot(dx, dy) < MINI_TAP_SLOP_PX) return;
        d.moved = true;
        const view = { w: window.innerWidth, h: window.innerHeight };
        setOffset(clampOffset({ x: d.from.x + dx, y: d.from.y + dy }, d.base, view));
      },
      onPointerUp(e: PointerEvent<HTMLElement>) {
        const d = drag.current;
        if (!d || d.id !== e.pointerId) return;
        drag.current = null;
        if (d.moved) kept = latest.current;
        else onTap();
      },
      onPointerCancel() {
        drag.current = null;
      },
    },
  };
}
