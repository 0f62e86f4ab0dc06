// Sign-in helpers (spec 1 §5, §7). Phone rules load on demand: `await loadPhoneRules()`.
export * from './validation';
export const loadPhoneRules = () => import('./phone');
export * from './thirdParty';
export * from './telemetry';
