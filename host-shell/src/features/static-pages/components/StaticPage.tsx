import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { pathFor, splitLanguagePrefix } from 'shared-sdk';
import { NS } from '../../../i18n';
import { pageTitle, STATIC_PAGES, type StaticPageName } from '../content';
import styles from './StaticPage.module.css';

const RELATED: StaticPageName[] = [
  'About',
  'CommunityGuidelines',
  'TermsOfService',
  'PrivacyPolicy',
  'SafetyCenter',
];

/** A host static page: one <h1> (test-facing names), sections as <h2>. */
export function StaticPage({ page }: { page: StaticPageName }) {
  const { t, i18n } = useTranslation(NS);
  const content = STATIC_PAGES[page](t);
  const { prefix } = splitLanguagePrefix(useLocation().pathname);
  return (
    <article className={styles.page} aria-labelledby="static-title">
      <h1 id="static-title">{pageTitle(t, page)}</h1>
      <p className={styles.intro}>{content.intro}</p>
      {content.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs?.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
          {s.list && (
            <ul>
              {s.list.map((li) => (
                <li key={li.slice(0, 24)}>{li}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className={styles.updated}>
        {t('pages.updated', 'Last updated: {{date}}', {
          date: new Intl.DateTimeFormat(i18n.language || 'en', {
            dateStyle: 'long',
            timeZone: 'UTC',
          }).format(new Date(`${content.updated}T00:00:00Z`)),
        })}
      </p>
      <nav aria-label={t('pages.related', 'Related pages')} className={styles.related}>
        {RELATED.filter((p) => p !== page).map((p) => (
          <Link key={p} to={pathFor(p, {}, { prefix })}>
            {pageTitle(t, p)}
          </Link>
        ))}
      </nav>
    </article>
  );
}
