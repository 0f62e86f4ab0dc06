import type { ReactNode } from 'react';
import ui from './page.module.css';

interface EmptyStateProps {
  title: string;
  /** What this place will hold once its feature lands. */
  text: string;
  /** Optional real actions (navigate, requireLogin, open/close). */
  children?: ReactNode;
}

/** An honest empty state: says what will be here, offers only buttons that do something. */
export function EmptyState({ title, text, children }: EmptyStateProps) {
  return (
    <section className={ui.empty}>
      <span className={ui.emptyMark} aria-hidden="true" />
      <h2 className={ui.emptyTitle}>{title}</h2>
      <p className={ui.emptyText}>{text}</p>
      {children && <div className={ui.actions}>{children}</div>}
    </section>
  );
}
