// The shop entry, shared-sdk/shop (docs/CONTRACTS.md "SDK entries"): the shop rules (rules.ts,
// also the backend's through shared-sdk/node), the shop's API calls (api.ts, browser only) and the
// way back from the shop to the call or chat a prompt came from (shopReturn.ts, browser only).
export * from './rules';
export * from './api';
export * from './shopReturn';
