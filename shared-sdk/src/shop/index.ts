// The shop entry, shared-sdk/shop (docs/CONTRACTS.md "SDK entries"): the shop rules (rules.ts,
// also the backend's through shared-sdk/node) and the shop's API calls (api.ts, browser only).
export * from './rules';
export * from './api';
