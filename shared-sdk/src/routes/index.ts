export * from './table';
export * from './navigation';
