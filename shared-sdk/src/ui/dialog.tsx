import X from 'lucide/dist/esm/icons/x.mjs';
import { useEffect, useId, type CSSProperties, type ReactNode } from 'react';
import { Icon } from './icon';
import { useModal, type ModalOptions } from './modal';
import { registerOpenPopup } from './popupVisibility';

/**
 * The one popup primitive: a modal dialog with a title, Escape and backdrop to close, focus
 * kept inside and returned on close, the page behind inert (./modal.ts), and counted as an open
 * popup for the hidden-document rule (spec 1 §2.1).
 */
export interface DialogProps {
  /**
   * The heading, also the dialog's accessible name: a text, or one with markup (a name in
   * <bdi> through TransText; a text in another language than the page's, in its own lang/dir).
   */
  title: ReactNode;
  /** Hide the title visually but keep it as the dialog's accessible name. */
  hideTitle?: boolean;
  onClose?: () => void;
  children?: ReactNode;
  /** Label of the close button (translated by the caller). */
  closeLabel?: string;
  /** Id of the element that describes the dialog (aria-describedby). */
  describedBy?: string;
  /** Wider panel (up to 440 px) for lists such as the settings popup. */
  wide?: boolean;
  /** Where focus goes when the dialog closes (default: where it was when it opened). */
  returnFocus?: ModalOptions['returnFocus'];
}

const backdrop: CSSProperties = {
  position: 'fixed',
  inset: 0,
  background: 'rgba(0,0,0,0.55)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: 2000,
};
const panel: CSSProperties = {
  background: '#fff',
  color: '#1b1b24',
  borderRadius: 12,
  padding: 20,
  minWidth: 'min(320px, 90vw)',
  maxWidth: 'min(92vw, 520px)',
  maxHeight: '90vh',
  overflow: 'auto',
  position: 'relative',
  font: '15px/1.5 system-ui, sans-serif',
};
const closeBtn: CSSProperties = {
  position: 'absolute',
  insetBlockStart: 8,
  insetInlineEnd: 8,
  display: 'flex',
  padding: 6,
  border: 0,
  borderRadius: 8,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
};
const srOnly: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export function Dialog({
  title,
  hideTitle,
  onClose,
  children,
  closeLabel = 'Close',
  describedBy,
  wide,
  returnFocus,
}: DialogProps) {
  const titleId = useId();
  const ref = useModal<HTMLDivElement>({ onClose, returnFocus });
  useEffect(() => registerOpenPopup(), []);
  // Fixed positioning instead of a portal: the SDK does not depend on react-dom.
  return (
    <div style={backdrop} onClick={(e) => e.target === e.currentTarget && onClose?.()}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        style={wide ? { ...panel, width: 'min(440px, 92vw)', boxSizing: 'border-box' } : panel}
      >
        <h2
          id={titleId}
          style={hideTitle ? srOnly : { margin: '0 0 12px', paddingInlineEnd: 32, fontSize: 18 }}
        >
          {title}
        </h2>
        {onClose && (
          <button type="button" style={closeBtn} aria-label={closeLabel} onClick={onClose}>
            <Icon icon={X} />
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
