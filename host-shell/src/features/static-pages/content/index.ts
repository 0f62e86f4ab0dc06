import type { TFunction } from 'i18next';
import { about, communityGuidelines, termsOfService } from './company';
import { cookiePolicy, privacyCenter, privacyPolicy, safetyCenter } from './privacy';
import type { StaticPageName } from './titles';
import type { StaticPageContent } from './types';

export type { StaticPageContent, PageSection } from './types';
export { pageTitle, type StaticPageName } from './titles';

/**
 * Static pages of spec 1 §2.1 / spec 3 §2 "Static pages", keyed by route name: each page's text
 * in the current language (English before i18next has loaded).
 */
export const STATIC_PAGES: Record<StaticPageName, (t: TFunction) => StaticPageContent> = {
  About: about,
  CommunityGuidelines: communityGuidelines,
  TermsOfService: termsOfService,
  PrivacyPolicy: privacyPolicy,
  CookiePolicy: cookiePolicy,
  SafetyCenter: safetyCenter,
  PrivacyCenter: privacyCenter,
};
