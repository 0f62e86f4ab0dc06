// `shared-sdk/dev`: the standalone dev page every remote renders from its bootstrap.
export * from './StandaloneApp';
export * from './DevSessionBar';
