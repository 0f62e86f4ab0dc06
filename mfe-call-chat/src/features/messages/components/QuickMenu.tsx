import { useEffect, useRef } from 'react';
import styles from './Messages.module.css';

export interface MenuItem {
  label: string;
  onSelect(): void;
}

/**
 * The conversation's quick menu (spec 2 §5), at the pointer. A menu with its items as
 * menuitems; Escape, a click outside or choosing an item closes it, and focus goes to the first
 * item so a keyboard can use it.
 */
export function QuickMenu({
  x,
  y,
  label,
  items,
  onClose,
}: {
  x: number;
  y: number;
  label: string;
  items: MenuItem[];
  onClose(): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const away = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) onClose();
    };
    const key = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('pointerdown', away, true);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('pointerdown', away, true);
      document.removeEventListener('keydown', key);
    };
  }, [onClose]);
  // Kept inside the window.
  const left = Math.max(8, Math.min(x || 0, (globalThis.innerWidth || 400) - 200));
  const top = Math.max(
    8,
    Math.min(y || 0, (globalThis.innerHeight || 600) - 56 * items.length - 16),
  );
  return (
    <div ref={ref} role="menu" aria-label={label} className={styles.menu} style={{ left, top }}>
      {items.map((it) => (
        <button
          key={it.label}
          type="button"
          role="menuitem"
          className={styles.menuItem}
          onClick={() => {
            onClose();
            it.onSelect();
          }}
        >
          {it.label}
        </button>
      ))}
    </div>
  );
}
