/**
 * The spec's constants and catalogues (`shared-sdk/constants`), one file per feature; every value
 * cites its spec section (or says "project" where the spec is silent), and each has one name.
 *
 * app.ts        API client: request timeout, platform/device, envelope codes, chunks, play ways
 * session.ts    heartbeat, logout, account block, the session codes
 * auth.ts       sign-in and sign-up: form limits, resend waits, login counter, auth error catalogue
 * profile.ts    profile editing, rebinding, avatar, interests, album and uploads
 * status.ts     user status, pay status, gender, email status, host relation
 * cookies.ts    cookie and local-storage keys
 * adParams.ts   ad and page-link parameters
 * languages.ts  language ids and lists, country codes
 * shell.ts      layout breakpoints, toasts, re-click guard, popups, consent, install and web push
 * analytics.ts  analytics events and fields
 * call.ts       calls, billing, call locations and codes, random matching, host lists
 * callInCall.ts what happens inside a connected call
 * chat.ts       instant messages: lists, badges, welcome, auto-read, sends and their codes
 * social.ts     friends, favourites, reminders, blocklist
 * gifts.ts      gift list, quick gifts, backpack, gift codes
 * reports.ts    reporting a user
 * shop.ts       coin shop, offers, orders, refunds, payment providers
 * tasks.ts      tasks, check-in, free coins
 * rewards.ts    web-app install and push rewards, push subscriptions, consent record
 * live.ts       live studios: join and gift codes, channel messages, chat, praise, ranking, audiences
 */
export * from './app';
export * from './session';
export * from './auth';
export * from './profile';
export * from './status';
export * from './cookies';
export * from './adParams';
export * from './languages';
export * from './shell';
export * from './analytics';
export * from './call';
export * from './callInCall';
export * from './chat';
export * from './social';
export * from './gifts';
export * from './reports';
export * from './shop';
export * from './tasks';
export * from './rewards';
export * from './live';
