import type { ReactNode } from 'react';
import styles from './Shell.module.css';

/**
 * The frame's boxes, shared by the app (ShellFrame) and the pre-rendered landing
 * (features/prerender), so both lay out the same. `cssLayout`: the pre-rendered page carries
 * both bars and CSS shows the sidebar above 680 px and the bottom bar at 680 px and below
 * (spec 1 §2.1); the app renders only the one the layout atom picked.
 */
export function FrameLayout({
  chrome,
  cssLayout = false,
  sidebar,
  bottomBar,
  children,
}: {
  chrome: boolean;
  cssLayout?: boolean;
  sidebar?: ReactNode;
  bottomBar?: ReactNode;
  children: ReactNode;
}) {
  const frame = chrome ? styles.frame : styles.fullFrame;
  return (
    <div className={cssLayout ? `${frame} ${styles.cssLayout}` : frame}>
      {sidebar}
      <div className={styles.content}>{children}</div>
      {bottomBar}
    </div>
  );
}
