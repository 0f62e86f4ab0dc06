// One module per API area, one function per spec call. Add an area: see the SDK README.
export * from './album';
export * from './auth';
export * from './backpack';
export * from './blacklist';
export * from './call';
export * from './config';
export * from './friend';
export * from './gift';
export * from './hosts';
export * from './im';
export * from './match';
export * from './page';
export * from './report';
export * from './rtm';
export * from './status';
export * from './upload';
export * from './user';
