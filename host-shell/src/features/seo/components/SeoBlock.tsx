import { SEO_BLOCK, type SeoLanguage } from '../state/seoText';
import styles from './SeoBlock.module.css';

/** The short product text for search engines (spec 1 §2.1); shown by the frame when allowed. */
export function SeoBlock({ lang }: { lang: SeoLanguage }) {
  const block = SEO_BLOCK[lang];
  return (
    <section className={styles.block} aria-labelledby="seo-block-title" lang={lang}>
      <h2 id="seo-block-title">{block.heading}</h2>
      {block.paragraphs.map((p) => (
        <p key={p.slice(0, 24)}>{p}</p>
      ))}
    </section>
  );
}
