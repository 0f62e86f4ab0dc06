import { lazy, Suspense } from 'react';

/** The page's code loads only when the route opens (it is not on the landing path). */
const ConnectionCheckPage = lazy(() => import('./components/ConnectionCheckPage'));

export function ConnectionCheckRoute() {
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <ConnectionCheckPage />
    </Suspense>
  );
}
