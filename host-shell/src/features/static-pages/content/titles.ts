import type { TFunction } from 'i18next';

/** The host's static pages (spec 1 §2.1 "Static pages"), by route name. */
export type StaticPageName =
  | 'About'
  | 'CommunityGuidelines'
  | 'TermsOfService'
  | 'PrivacyPolicy'
  | 'CookiePolicy'
  | 'SafetyCenter'
  | 'PrivacyCenter';

/**
 * A static page's title (its <h1>, test-facing in English) in the current language. Apart from
 * the pages' content, so the footer and the related links name the pages without loading it.
 */
export function pageTitle(t: TFunction, page: StaticPageName): string {
  switch (page) {
    case 'About':
      return t('pages.about.title', 'About us');
    case 'CommunityGuidelines':
      return t('pages.guidelines.title', 'Community guidelines');
    case 'TermsOfService':
      return t('pages.terms.title', 'Terms of service');
    case 'PrivacyPolicy':
      return t('pages.privacy.title', 'Privacy policy');
    case 'CookiePolicy':
      return t('pages.cookies.title', 'Cookie policy');
    case 'SafetyCenter':
      return t('pages.safety.title', 'Safety center');
    case 'PrivacyCenter':
      return t('pages.privacyCenter.title', 'Privacy center');
  }
}
