// Cookies and local storage (spec 1 §3), safe without a DOM.
export * from './cookies';
export * from './local';
export * from './params';
