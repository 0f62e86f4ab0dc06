export * from './atoms';
export * from './requireLogin';
