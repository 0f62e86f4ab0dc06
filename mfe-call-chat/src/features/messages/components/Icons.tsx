// Small inline icons (no icon font, no emoji font needed: every device draws them the same).
const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export function PictureIcon() {
  return (
    <svg {...base}>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 16l-5-5-9 9" />
    </svg>
  );
}

export function GiftIcon() {
  return (
    <svg {...base}>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12" />
      <path d="M12 8c-2-4-7-4-6-1 1 2 6 1 6 1zM12 8c2-4 7-4 6-1-1 2-6 1-6 1z" />
    </svg>
  );
}

export function BackIcon() {
  return (
    <svg {...base}>
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

export function VideoIcon() {
  return (
    <svg {...base}>
      <rect x="2" y="6" width="14" height="12" rx="3" />
      <path d="M16 10l6-3v10l-6-3z" />
    </svg>
  );
}

export function ChatIcon() {
  return (
    <svg {...base}>
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
    </svg>
  );
}

export function TranslateIcon() {
  return (
    <svg {...base}>
      <path d="M3 5h10M8 3v2M5 9c1 3 4 5 7 6M11 5c-1 5-4 8-8 10" />
      <path d="M13 21l4-9 4 9M14.5 18h5" />
    </svg>
  );
}
