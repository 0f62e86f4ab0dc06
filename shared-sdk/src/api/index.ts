// The API client and its modules (spec 1 §7, §8; spec 3 "API client behaviour").
export * from './signing';
export * from './crypto';
export * from './types';
export * from './config';
export * from './emitter';
export * from './session-codes';
export * from './client';
export * from './modules';
