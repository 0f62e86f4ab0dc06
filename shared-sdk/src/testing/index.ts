// `shared-sdk/testing`: jest helpers every remote uses (render as the host does; i18n checks).
export * from './renderWithApp';
export * from './i18nDefaults';
export * from './settleRequests';
export * from './packCheck';
export * from './testPacks';
