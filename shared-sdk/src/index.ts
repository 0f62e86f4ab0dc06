// The SDK's public surface. Each area keeps its own index; add exports there, not here.
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
export * from './messages';
export * from './shop';
export * from './call';
