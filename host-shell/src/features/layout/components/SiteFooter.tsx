import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathFor, type LanguagePrefix } from 'shared-sdk';
import { NS } from '../../../i18n';
import { pageTitle, type StaticPageName } from '../../static-pages/content/titles';
import styles from './SiteFooter.module.css';

/** The static pages (spec 1 §2.1 "Static pages"), in the footer's order. */
export const FOOTER_LINKS: readonly StaticPageName[] = [
  'About',
  'TermsOfService',
  'PrivacyPolicy',
  'CookiePolicy',
  'CommunityGuidelines',
  'SafetyCenter',
  'PrivacyCenter',
];

/**
 * The landing's footer: links to every static page. Real links (also in the
 * pre-rendered HTML, before any script). Shown by ShellFrame on the landing and static pages.
 */
export function SiteFooter({ prefix }: { prefix: LanguagePrefix | null }) {
  const { t } = useTranslation(NS);
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label', 'Footer')} className={styles.links}>
        {FOOTER_LINKS.map((page) => (
          <Link key={page} to={pathFor(page, {}, { prefix })} className={styles.link}>
            {pageTitle(t, page)}
          </Link>
        ))}
      </nav>
      <p className={styles.small}>{t('footer.adults', '© LivCam · For adults 18 and over.')}</p>
    </footer>
  );
}
