import type { ReactNode } from 'react';
import ui from './page.module.css';

interface PageFrameProps {
  /** The page title: the page's one <h1>. */
  title: string;
  /** One line under the title saying what the page is for. */
  intro?: string;
  /** Buttons or links shown at the top right (full-page routes put their way back here). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame every remote page shares: a header with the <h1>, then the content. */
export function PageFrame({ title, intro, actions, children }: PageFrameProps) {
  return (
    <div className={ui.page}>
      <header className={ui.header}>
        <div>
          <h1 className={ui.title}>{title}</h1>
          {intro && <p className={ui.intro}>{intro}</p>}
        </div>
        {actions && <div className={ui.actions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}
