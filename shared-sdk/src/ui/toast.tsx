import { atom, useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';
import { TOAST_MS } from '../constants';
import { appStore } from '../session/atoms';

/** One toast message (spec 3 §9: "Toast default 3000 ms"). */
export interface Toast {
  id: number;
  text: string;
}

export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;

/** Shows `text` for `ms` (default 3000 ms, spec 3 §9). Returns a function that hides it early. */
export function showToast(text: string, ms: number = TOAST_MS): () => void {
  const id = nextId++;
  appStore.set(toastsAtom, (list) => [...list, { id, text }]);
  const hide = () => appStore.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
  const timer = setTimeout(hide, ms);
  return () => {
    clearTimeout(timer);
    hide();
  };
}

const hostStyle: CSSProperties = {
  position: 'fixed',
  left: '50%',
  bottom: '12vh',
  transform: 'translateX(-50%)',
  zIndex: 3000,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  alignItems: 'center',
  pointerEvents: 'none',
};
const toastStyle: CSSProperties = {
  background: 'rgba(20, 20, 28, 0.88)',
  color: '#fff',
  padding: '10px 16px',
  borderRadius: 8,
  font: '14px/1.4 system-ui, sans-serif',
  maxWidth: '80vw',
  textAlign: 'center',
};

/** Mounted once by the host; renders the current toasts in a polite live region. */
export function ToastHost() {
  const toasts = useAtomValue(toastsAtom, { store: appStore });
  return (
    <div role="status" aria-live="polite" style={hostStyle}>
      {toasts.map((t) => (
        <div key={t.id} style={toastStyle}>
          {t.text}
        </div>
      ))}
    </div>
  );
}
