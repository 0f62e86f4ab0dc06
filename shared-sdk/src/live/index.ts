// The live entry, shared-sdk/live (docs/CONTRACTS.md "SDK entries"): the live API calls (api.ts).
// Loaded with mfe-live's room and its ways in; the types are in the main entry.
export * from './api';
