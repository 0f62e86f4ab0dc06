// Spec constants and catalogues, one file per kind; every value cites its spec section.
export * from './timing';
export * from './limits';
export * from './codes';
export * from './languages';
export * from './cookies';
export * from './adParams';
export * from './status';
export * from './misc';
export * from './shop';
export * from './social';
export * from './call';
export * from './live';
export * from './callInCall';
export * from './profile';
