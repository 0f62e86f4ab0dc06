// What react-i18next imports from i18next, without i18next.
// react-i18next 18 imports one function statically, `keyFromSelector`, for selector keys
// (`t(($) => $.a.b)`, `keyPrefix` or `i18nKey` given as a function). That one import made the
// whole shared i18next (~15 KB gz) load before the first render, although the landing renders
// with every text's English default and i18next itself is set up after the page is on screen
// (shared-sdk initI18n). Every build resolves react-i18next's `import 'i18next'` to this file
// (tools/index.cjs). The function is i18next 27.1.2's `keysFromSelector` (MIT), unchanged: a
// pure function of the selector (the property path it reads), so it needs nothing else from
// i18next. tools/test/react-i18next.test.js checks it against the installed i18next's own.
// (Taking i18next's own from the share scope needs the federation runtime imported here, which
// put a second copy of it, ~19 KB gz, on the landing.)
const PATH_KEY = Symbol('i18next/PATH_KEY');

function createProxy() {
  const state = [];
  const handler = Object.create(null);
  let proxy;
  handler.get = (target, key) => {
    proxy?.revoke?.();
    if (key === PATH_KEY) return state;
    state.push(key);
    proxy = Proxy.revocable(target, handler);
    return proxy.proxy;
  };
  return Proxy.revocable(Object.create(null), handler).proxy;
}

export function keyFromSelector(selector, opts) {
  const { [PATH_KEY]: path } = selector(createProxy());
  const keySeparator = opts?.keySeparator || '.';
  const nsSeparator = opts?.nsSeparator ?? ':';
  const strict = opts?.enableSelector === 'strict';
  if (path.length > 1 && nsSeparator) {
    const ns = opts?.ns;
    const nsList = strict
      ? Array.isArray(ns)
        ? ns
        : ns
          ? [ns]
          : null
      : Array.isArray(ns)
        ? ns
        : null;
    if (nsList) {
      const candidates = strict ? nsList : nsList.length > 1 ? nsList.slice(1) : [];
      if (candidates.includes(path[0])) {
        return `${path[0]}${nsSeparator}${path.slice(1).join(keySeparator)}`;
      }
    }
  }
  return path.join(keySeparator);
}
