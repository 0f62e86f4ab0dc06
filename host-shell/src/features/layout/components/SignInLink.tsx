import type { MouseEvent, ReactNode } from 'react';
import { openLoginPopup, pathFor, type LanguagePrefix } from 'shared-sdk';

/**
 * The guest's "Sign in": a real link to LoginPage (the landing with the login popup), so it
 * works in the pre-rendered HTML before any script runs; once the app runs, a plain click opens
 * the popup in place with source 'login_btn' (which pushes LoginPage, spec 1 §2.1).
 */
export function SignInLink({
  prefix,
  className,
  children,
}: {
  prefix: LanguagePrefix | null;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    e.preventDefault();
    openLoginPopup('login_btn');
  };
  return (
    <a href={pathFor('LoginPage', {}, { prefix })} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
