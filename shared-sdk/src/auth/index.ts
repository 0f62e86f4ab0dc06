// The sign-in configuration the host hands to mfe-auth (spec 1 §2.2). The sign-in's rules and
// providers themselves live in mfe-auth (src/features/login).
export * from './config';
