// The locale entry, shared-sdk/locale (docs/CONTRACTS.md "SDK entries"): writing in the
// reader's language — sentences with markup or data in them, numbers and dates. Its own shared
// module so the landing never loads Trans (and its HTML parser); the parts that show such
// sentences load it with their pages.
export * from './format';
export * from './text';
