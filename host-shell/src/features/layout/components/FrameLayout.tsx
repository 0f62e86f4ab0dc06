import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import styles from './Shell.module.css';

/**
 * "Skip to main content": the first stop of the keyboard on every page with the shell. Focus
 * goes to the page's main region (the wall's while it is shown); `#main` is where the link points
 * before the app has taken over the pre-rendered page.
 */
function SkipLink() {
  const { t } = useTranslation(NS);
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>(
      'main:not([hidden]), [role="main"]:not([hidden])',
    );
    if (!main) return;
    e.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a href="#main" className={styles.skipLink} onClick={skip}>
      {t('nav.skipToMain', 'Skip to main content')}
    </a>
  );
}

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
  topBar,
  bottomBar,
  children,
}: {
  chrome: boolean;
  cssLayout?: boolean;
  sidebar?: ReactNode;
  /** The phone's top bar (signed in only, never pre-rendered). */
  topBar?: ReactNode;
  bottomBar?: ReactNode;
  children: ReactNode;
}) {
  const frame = chrome ? styles.frame : styles.fullFrame;
  return (
    <div className={cssLayout ? `${frame} ${styles.cssLayout}` : frame}>
      {chrome && <SkipLink />}
      {sidebar}
      <div className={styles.content}>
        {topBar}
        {children}
      </div>
      {bottomBar}
    </div>
  );
}
