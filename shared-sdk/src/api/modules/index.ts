// One module per API area, one function per spec call. Add an area: see the SDK README.
export * from './auth';
export * from './config';
export * from './rtm';
export * from './status';
export * from './user';
export * from './account';
export * from './shop';
