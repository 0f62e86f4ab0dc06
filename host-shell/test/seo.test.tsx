import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SeoHead } from '../src/features/seo/components/SeoHead';
import { seoLanguageOf, seoMetaFor, showsSeoBlock } from '../src/features/seo/state/seoText';

describe('per-language SEO (spec 1 §2.1)', () => {
  it('maps prefixes to languages: tr → Turkish, nl → Dutch, gb/none → English', () => {
    expect(seoLanguageOf('tr')).toBe('tr');
    expect(seoLanguageOf('nl')).toBe('nl');
    expect(seoLanguageOf('gb')).toBe('en');
    expect(seoLanguageOf(null)).toBe('en');
  });

  it.each([
    ['/', 'en'],
    ['/gb', 'en'],
    ['/tr/', 'tr'],
    ['/nl', 'nl'],
  ])('landing %s has the %s title and description', async (path, lang) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <SeoHead />
      </MemoryRouter>,
    );
    const meta = (await seoMetaFor('LivCam', lang as 'en' | 'tr' | 'nl'))!;
    await waitFor(() => expect(document.title).toBe(meta.title));
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).toBe(
      meta.description,
    );
  });

  it('titles differ per language on the landing and static pages', async () => {
    for (const name of ['LivCam', 'About', 'PrivacyPolicy', 'SafetyCenter']) {
      const titles = await Promise.all(
        (['en', 'tr', 'nl'] as const).map(async (l) => (await seoMetaFor(name, l))!.title),
      );
      expect(new Set(titles).size).toBe(3);
    }
  });

  it('Turkish static page title (its texts load with the page)', async () => {
    render(
      <MemoryRouter initialEntries={['/tr/about.html']}>
        <SeoHead />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('Hakkımızda – LivCam'));
  });

  it('the SEO block shows only on root and login-landing paths when logged out', () => {
    expect(showsSeoBlock('LivCam', '/', false)).toBe(true);
    expect(showsSeoBlock('LoginPage', '/login', false)).toBe(true);
    expect(showsSeoBlock('LivCam', '/', true)).toBe(false);
    expect(showsSeoBlock('RandomVideoChat', '/random-video-chat', false)).toBe(false);
    expect(showsSeoBlock('About', '/about.html', false)).toBe(false);
  });
});
