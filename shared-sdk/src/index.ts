// The SDK's main entry, `shared-sdk`: what every page needs, the landing included. Each area keeps
// its own index; add exports there, not here. Signed-in-only areas are entries of their own
// (docs/CONTRACTS.md "SDK entries"): `shared-sdk/chat`, `shared-sdk/shop`. Their types are
// re-exported here as types only (no bytes): a value must come from its entry. Calls are
// mfe-call-chat's; what other parts need of them is `requestCall` and `callPhaseAtom` (session/call.ts).
export * from './constants';
export * from './api';
export * from './storage';
export * from './session';
export * from './routes';
export * from './i18n';
export * from './text';
export * from './ui';
export * from './realtime';
export * from './auth';
export * from './state';
export type * from './chat';
export type * from './shop';
