import { createElement, type CSSProperties } from 'react';

/**
 * The app's icons: Lucide's drawings (the `lucide` package, ISC; 24×24, 2 px strokes), one
 * per-icon import each, drawn by this component. Import the drawing where it is used, never the
 * package's index (lint):
 *
 *   import House from 'lucide/dist/esm/icons/house.mjs';
 *   <Icon icon={House} />                    // beside a visible label: hidden from screen readers
 *   <Icon icon={X} label="Close" />          // on its own: an image with that name
 *
 * Why not lucide-react: its runtime (an Icon component with a context, class merging, a11y
 * helpers) costs ~1.5 KB gz before the first icon and would sit on the landing's path (the
 * shell's menu icons); this renderer is a few hundred bytes, shared by every part through the
 * SDK, and each drawing is ~90 bytes gz in the bundle of the part that uses it.
 */
export type IconNode = ReadonlyArray<
  readonly [tag: string, attrs: Readonly<Record<string, string | number>>]
>;

export interface IconProps {
  icon: IconNode;
  /** Width and height in px (default 20). */
  size?: number;
  /**
   * The icon's accessible name when it stands alone (role="img"). Without it the icon is
   * decorative (aria-hidden): use that beside a visible label or inside a named button.
   */
  label?: string;
  className?: string;
  style?: CSSProperties;
  /** Stroke width in the 24-unit grid (default 2). */
  strokeWidth?: number;
  /** 'currentColor' fills the shapes (a chosen star); default none, outlines only. */
  fill?: string;
}

export function Icon({
  icon,
  size = 20,
  label,
  className,
  style,
  strokeWidth = 2,
  fill = 'none',
}: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      style={style}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {icon.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
