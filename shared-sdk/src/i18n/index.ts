// i18n (spec 1 §9; spec 3 "Localisation"): language ids, site language, on-demand packs.
export * from './languages';
export * from './setup';
