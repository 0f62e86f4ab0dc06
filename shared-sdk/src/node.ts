// Entry for Node consumers (the backend): only code with no DOM or React dependency.
export * from './api/signing';
export * from './api/crypto';
export * from './constants';
export * from './realtime/envelope';
export * from './shop';
export type * from './api/modules/shopTypes';
