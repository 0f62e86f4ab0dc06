import { Navigate, useLocation } from 'react-router-dom';
import { splitLanguagePrefix } from 'shared-sdk';
import { rootPath } from '../state/matchRoute';

/** "An unknown path redirects to the root", keeping the language prefix (spec 1 §2.1). */
export function UnknownRoute() {
  const { prefix } = splitLanguagePrefix(useLocation().pathname);
  return <Navigate to={rootPath(prefix)} replace />;
}
