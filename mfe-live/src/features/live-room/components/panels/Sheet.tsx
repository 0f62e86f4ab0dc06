import { useId, type ReactNode } from 'react';
import { useModal } from 'shared-sdk';
import { CloseButton } from './CloseButton';
import styles from './Sheet.module.css';

/**
 * The room's panels open as a sheet over the video: from the bottom on phones, a side panel on
 * wide screens. Modal (focus kept inside, Escape closes, the room behind inert), but not counted
 * as an app popup (registerOpenPopup): the live keeps playing behind it.
 */
export function Sheet({
  title,
  closeLabel,
  onClose,
  children,
  footer,
  tall,
}: {
  title: ReactNode;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
  /** Stays under the scrolling body (the ranking's own total, the gift panel's send row). */
  footer?: ReactNode;
  /** Most of the screen's height (lists), else as tall as its content. */
  tall?: boolean;
}) {
  const titleId = useId();
  const ref = useModal<HTMLDivElement>({ onClose });
  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={tall ? `${styles.sheet} ${styles.tall}` : styles.sheet}
      >
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <CloseButton label={closeLabel} onClick={onClose} className={styles.close} />
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
