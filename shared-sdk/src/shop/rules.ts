// Shop rules shared by the web app and the backend (pure; no DOM): card form, money, order and
// refund state machines, provider regions.
export * from './card';
export * from './money';
export * from './orderState';
export * from './regions';
export * from './fields';
