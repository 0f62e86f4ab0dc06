// The chat message shapes and (issue 10) the device's message database. Owned by this folder.
export * from './types';
