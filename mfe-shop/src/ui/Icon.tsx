/** Small line icons drawn inline (no icon font, no emoji: every device renders them the same). */
const PATHS = {
  card: 'M3 6h18v12H3z M3 10h18 M6 15h4',
  bank: 'M3 10l9-5 9 5 M5 10v7 M9.5 10v7 M14.5 10v7 M19 10v7 M3 19h18',
  local: 'M7 3h10v18H7z M11 18h2',
  wallet: 'M3 7h16v12H3z M3 7l12-3v3 M15 13h4',
  timer: 'M12 8v5l3 2 M9 2h6 M12 22a8 8 0 1 0 0-16 8 8 0 0 0 0 16z',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2z M9 8h6 M9 12h6',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
