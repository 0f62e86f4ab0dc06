// The shared `react-router-dom` singleton, tree-shaken: Module
// Federation cannot tree-shake a shared module (any remote may use any export), so every build
// shares THIS file under the name 'react-router-dom' (tools/index.cjs `import:`), and webpack
// keeps only what it re-exports from react-router (~16 KB gz instead of ~60). The list is a
// checked contract: tools/shared/router-exports.json, enforced by eslint.config.mjs and
// tools/test/router.test.js. Imports 'react-router' (not 'react-router-dom'): the latter is the
// shared key itself and would resolve back to this file.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
