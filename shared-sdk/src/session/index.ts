export * from './atoms';
export * from './requireLogin';
export * from './reset';
export * from './realtime';
export * from './busy';
export * from './analytics';
export * from './balance';
export * from './unread';
