/**
 * Where the offer's countdown bubble may float (spec 3 §2 "Limited-offer countdown bubble"):
 * never over content or links. Pure: the viewport, the bubble's size and the boxes of what is on
 * screen (text lines, links, buttons, pictures, fields) in; the first free place out, or null when
 * there is none (the bubble then waits off screen until scrolling, a resize or a new page frees
 * one). Places are tried along the end edge from the bottom up, then along the start edge.
 */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** project — the bubble keeps this far from the window's edges and from anything on screen. */
export const BUBBLE_GAP_PX = 12;
/** project — the step between the places tried along an edge. */
export const BUBBLE_SCAN_STEP_PX = 16;

export function overlaps(a: Box, b: Box, margin = 0): boolean {
  return (
    a.left < b.left + b.width + margin &&
    b.left < a.left + a.width + margin &&
    a.top < b.top + b.height + margin &&
    b.top < a.top + a.height + margin
  );
}

export function freeSpot(o: {
  viewport: { width: number; height: number };
  size: { width: number; height: number };
  obstacles: readonly Box[];
  /** Right-to-left page: the end edge is the left one. */
  rtl?: boolean;
}): { left: number; top: number } | null {
  const { viewport: vp, size } = o;
  const g = BUBBLE_GAP_PX;
  if (size.width + 2 * g > vp.width || size.height + 2 * g > vp.height) return null;
  const right = vp.width - size.width - g;
  const edges = o.rtl ? [g, right] : [right, g];
  for (const left of edges)
    for (let top = vp.height - size.height - g; top >= g; top -= BUBBLE_SCAN_STEP_PX) {
      const spot = { left, top, width: size.width, height: size.height };
      if (!o.obstacles.some((b) => overlaps(spot, b, g / 2))) return { left, top };
    }
  return null;
}
