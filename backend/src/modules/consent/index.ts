export { createConsent, euRulesApply } from './service';
export type { Consent } from './service';
export { registerConsentRoutes } from './routes';
