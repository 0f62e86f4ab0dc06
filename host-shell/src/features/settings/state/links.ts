import { pathFor, type LanguagePrefix } from 'shared-sdk';

/**
 * Addresses the settings popup opens (spec 3 §2 "Settings popup"). The about page opens as the
 * spec's about-us route /LivCam-about-us in a new tab (an alias of About, keeping the prefix).
 * The blacklist is FriendsPage with `?panel=blacklist` (docs/CONTRACTS.md "Settings popup"):
 * mfe_call_chat's friends page opens its blacklist panel for that query.
 */
export function settingsLinks(prefix: LanguagePrefix | null) {
  const base = prefix ? `/${prefix}` : '';
  return {
    aboutUs: `${base}/LivCam-about-us`,
    editProfile: pathFor('EditProfile', {}, { prefix }),
    blacklist: pathFor('FriendsPage', {}, { prefix, query: { panel: 'blacklist' } }),
  };
}
