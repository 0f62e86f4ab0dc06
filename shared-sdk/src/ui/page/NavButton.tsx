import type { ReactNode } from 'react';
import { navigate, type NavigateOptions } from '../../routes';
import ui from './page.module.css';

interface NavButtonProps {
  /** A route name of the SDK table, e.g. 'TaskList'. */
  to: string;
  params?: Record<string, string | number>;
  options?: NavigateOptions;
  /** The quieter style, for ways back and side actions. */
  secondary?: boolean;
  children: ReactNode;
}

/** A button that navigates by route name through the SDK (remotes never import each other). */
export function NavButton({ to, params, options, secondary = false, children }: NavButtonProps) {
  return (
    <button
      type="button"
      className={secondary ? ui.secondary : ui.button}
      onClick={() => navigate(to, params, options)}
    >
      {children}
    </button>
  );
}
