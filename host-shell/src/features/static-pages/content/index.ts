import { about, communityGuidelines, termsOfService } from './company';
import { cookiePolicy, privacyCenter, privacyPolicy, safetyCenter } from './privacy';
import type { StaticPageContent } from './types';

export type { StaticPageContent, PageSection } from './types';

/** Static pages of spec 1 §2.1 / spec 3 §2 "Static pages", keyed by route name. */
export const STATIC_PAGES = {
  About: about,
  CommunityGuidelines: communityGuidelines,
  TermsOfService: termsOfService,
  PrivacyPolicy: privacyPolicy,
  CookiePolicy: cookiePolicy,
  SafetyCenter: safetyCenter,
  PrivacyCenter: privacyCenter,
} satisfies Record<string, StaticPageContent>;

export type StaticPageName = keyof typeof STATIC_PAGES;
