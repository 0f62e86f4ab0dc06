// The page frame every remote shares (one <h1>, an intro, actions) and the honest empty state.
export * from './PageFrame';
export * from './EmptyState';
export * from './NavButton';
