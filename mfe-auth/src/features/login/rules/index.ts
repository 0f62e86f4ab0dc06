// The sign-in form's rules (spec 1 §5). Phone rules load on demand, `await loadPhoneRules()`:
// libphonenumber's metadata is its own chunk, never on the landing.
export * from './validation';
export const loadPhoneRules = () => import('./phone');
