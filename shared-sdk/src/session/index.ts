export * from './atoms';
export * from './requireLogin';
export * from './reset';
