import { Link } from 'react-router-dom';
import { pathFor, type LanguagePrefix, type RouteName } from 'shared-sdk';
import styles from './SiteFooter.module.css';

/** The static pages (spec 1 §2.1 "Static pages"), in the footer's order. */
export const FOOTER_LINKS: readonly { route: RouteName; label: string }[] = [
  { route: 'About', label: 'About us' },
  { route: 'TermsOfService', label: 'Terms of service' },
  { route: 'PrivacyPolicy', label: 'Privacy policy' },
  { route: 'CookiePolicy', label: 'Cookie policy' },
  { route: 'CommunityGuidelines', label: 'Community guidelines' },
  { route: 'SafetyCenter', label: 'Safety center' },
  { route: 'PrivacyCenter', label: 'Privacy center' },
];

/**
 * The landing's footer: links to every static page. Real links (also in the
 * pre-rendered HTML, before any script). Shown by ShellFrame on the landing and static pages.
 */
export function SiteFooter({ prefix }: { prefix: LanguagePrefix | null }) {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer" className={styles.links}>
        {FOOTER_LINKS.map((l) => (
          <Link key={l.route} to={pathFor(l.route, {}, { prefix })} className={styles.link}>
            {l.label}
          </Link>
        ))}
      </nav>
      <p className={styles.small}>© LivCam · For adults 18 and over.</p>
    </footer>
  );
}
