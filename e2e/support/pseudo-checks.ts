import { writeFileSync } from 'node:fs';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DATA_KEYS, pseudoStateOf, settle } from './pseudo-context';
import { BRANDS, PSEUDO_CHARS } from './pseudo-text';

// The in-page checks of a pseudo or translated page: English left, text cut off, controls on top
// of each other (support/pseudo.ts says why).
export interface PseudoProblem {
  check: 'english' | 'truncated' | 'overlap';
  text: string;
  detail?: string;
}

/** Words that are data in English (dates and times the app formats with Intl for 'en'). */
const INTL_WORDS = ['AM', 'PM', 'today', 'yesterday', 'tomorrow', 'now'];

/**
 * The checks, in the page (or only inside `scope` when it is a locator, e.g. a dialog):
 * - english: a visible text (or placeholder, button value, chosen option) with a run of 3+ plain
 *   Latin letters once the data is taken out. Data: `data` (what the test put there: user names,
 *   messages), names the server sent (DATA_KEYS), the brands, English country, language, month
 *   and weekday names (the app formats those with Intl for 'en'), e-mail addresses and links.
 *   English the server sent under any other key is reported "from the server (key)".
 * - truncated: a button, link, tab, heading, label… whose text is clipped (scrollWidth/Height
 *   over clientWidth/Height + 1) or runs out of its box; an ellipsis by design passes for one
 *   part of a larger control (a name in a card) and for data outside buttons. Outside the controls, app text cut by an ellipsis or a line clamp.
 * - overlap: two visible interactive elements of one stacking layer intersecting by more than
 *   2 × 2 px (one wholly inside the other is an overlay by design), and a control something else
 *   paints over at its middle once it is scrolled into view.
 */
export async function findPseudoProblems(
  scope: Page | Locator,
  data: string[] = [],
): Promise<PseudoProblem[]> {
  const root = 'goto' in scope ? scope.locator('body') : scope;
  const state = pseudoStateOf(root.page().context());
  const server = [...(state?.serverStrings ?? [])];
  const known = [
    ...data,
    ...server.filter(([, k]) => DATA_KEYS.test(k)).map(([v]) => v),
    ...INTL_WORDS,
    ...BRANDS,
  ];
  // Longest first: the text a page shows whole, before a word that is also in it.
  const serverUi = server
    .filter(([v, k]) => !DATA_KEYS.test(k) && /[A-Za-z]{3,}/.test(v))
    .sort(([a], [b]) => b.length - a.length);
  return root.evaluate(
    (scopeEl, { known, serverUi, pseudoChars }) => {
      const problems: {
        check: 'english' | 'truncated' | 'overlap';
        text: string;
        detail?: string;
      }[] = [];
      // ---- data: what may stay as it is ----
      const dataWords = new Set<string>();
      const add = (s: string | undefined) => s && s.trim() && dataWords.add(s.trim());
      known.forEach(add);
      const regions = new Intl.DisplayNames(['en'], { type: 'region' });
      const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
      for (const x of A)
        for (const y of A) {
          try {
            const n = regions.of(x + y);
            if (n && n !== x + y) add(n);
          } catch {
            // not a region code
          }
        }
      for (const lng of 'ar da de en es fr he hi id it ja ko ms nl no pt sv tr'.split(' ')) {
        add(new Intl.DisplayNames([lng], { type: 'language' }).of(lng));
        add(new Intl.DisplayNames(['en'], { type: 'language' }).of(lng));
      }
      for (let m = 0; m < 12; m++)
        for (const month of ['long', 'short'] as const)
          add(new Date(2026, m, 1).toLocaleString('en', { month }));
      for (let d = 0; d < 7; d++)
        for (const weekday of ['long', 'short'] as const)
          add(new Date(2026, 0, 4 + d).toLocaleString('en', { weekday }));
      // Longest first, so "Emma Johnson" goes before "Emma".
      const dataList = [...dataWords].sort((a, b) => b.length - a.length);
      const pseudoRe = new RegExp(`[${pseudoChars}]`);
      // Data as whole words only ("now" is data, "Know" is not).
      const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const dataRe = new RegExp(`(?<![A-Za-z])(?:${dataList.map(esc).join('|')})(?![A-Za-z])`, 'g');
      const stripData = (s: string) =>
        s
          .replace(dataRe, ' ')
          .replace(/\S+@\S+\.\S+/g, ' ') // e-mail addresses
          .replace(/\((?:[A-Z]{3})\)/g, ' ') // a currency code beside a price region: (USD)
          .replace(/https?:\/\/\S+/g, ' ');
      const shown = (el: Element) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        el.getClientRects().length > 0;
      const label = (el: Element) =>
        (
          (el as HTMLElement).innerText ||
          el.getAttribute('aria-label') ||
          el.getAttribute('title') ||
          (el as HTMLInputElement).placeholder ||
          (el as HTMLInputElement).value ||
          el.tagName
        )
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 80);

      // ---- (1) English left on screen ----
      const english = new Map<string, string>();
      const judge = (raw: string, detail = 'on screen') => {
        const text = raw.replace(/\s+/g, ' ').trim();
        if (!text) return;
        // A pseudo text has every letter accented: any plain run of 3+ Latin letters outside the
        // data is English (a whole English text, or an English piece glued to a pseudo one).
        if (/[A-Za-z]{3,}/.test(stripData(text)) && english.get(text) !== 'on screen')
          english.set(text, detail);
      };
      const walker = document.createTreeWalker(scopeEl, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION'].includes(el.tagName))
          continue;
        if (!shown(el)) continue;
        // Content that declares its own language (the SEO block of spec 1 §2.1, written for en,
        // tr and nl only) is in that language by design, not interface text left untranslated.
        const ownLang = el.closest('[lang]');
        if (ownLang && ownLang !== document.documentElement) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        const r = range.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) continue;
        // Visually hidden (a screen reader's text) is reported too: it is read out in English.
        const box = el.getBoundingClientRect();
        const cs = getComputedStyle(el);
        const srOnly = box.width <= 1 || box.height <= 1 || cs.clip === 'rect(0px, 0px, 0px, 0px)';
        judge(n.textContent ?? '', srOnly ? 'screen-reader text' : 'on screen');
      }
      for (const el of scopeEl.querySelectorAll('input[placeholder], textarea[placeholder]'))
        if (shown(el)) judge((el as HTMLInputElement).placeholder);
      for (const el of scopeEl.querySelectorAll('input[type=button], input[type=submit]'))
        if (shown(el)) judge((el as HTMLInputElement).value);
      for (const el of scopeEl.querySelectorAll('select'))
        if (shown(el)) judge((el as HTMLSelectElement).selectedOptions[0]?.text ?? '');
      english.forEach((detail, text) => {
        const from = serverUi.find(([v]) => text.includes(v));
        problems.push({
          check: 'english',
          text,
          detail: from ? `${detail}, from the server (${from[1]})` : detail,
        });
      });

      // ---- (2) truncated controls ----
      const CONTROLS =
        'button, a[href], [role=button], [role=link], [role=tab], [role=menuitem], h1, h2, h3, h4, h5, h6, [role=heading], label, summary, legend';
      const isButton = (el: Element) =>
        el.matches('button, [role=button], input[type=button], input[type=submit]');
      const truncated = new Set<Element>();
      for (const control of scopeEl.querySelectorAll(CONTROLS)) {
        if (!shown(control)) continue;
        for (const el of [control, ...control.querySelectorAll('*')] as HTMLElement[]) {
          if (!el.textContent?.trim() || !shown(el)) continue;
          const cs = getComputedStyle(el);
          // Screen-reader text is cut to 1 px on purpose.
          if (el.clientWidth <= 1 || el.clientHeight <= 1 || cs.clip === 'rect(0px, 0px, 0px, 0px)')
            continue;
          const clips = cs.overflowX !== 'visible' || cs.textOverflow === 'ellipsis';
          const wide = el.scrollWidth > el.clientWidth + 1;
          const clamped = cs.overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 1;
          let spills = false;
          if (!clips && el.children.length === 0) {
            // Text that runs out of its own box (no clipping: it draws over what is beside it).
            const range = document.createRange();
            range.selectNodeContents(el);
            const t = range.getBoundingClientRect();
            const b = el.getBoundingClientRect();
            // Below: a font's own line box may pass a tight line-height by a little (Noto's
            // accents and marks); a third of the font size is a line running out, not that.
            const slack = Math.max(1, parseFloat(cs.fontSize) / 3);
            spills = t.left < b.left - 1 || t.right > b.right + 1 || t.bottom > b.bottom + slack;
          }
          if (!((clips && (wide || clamped)) || spills)) continue;
          // An ellipsis by design may cut one part of a larger control (a name or a message
          // preview in a row), or data outside buttons; never a control's own label.
          const part =
            el !== control && el.textContent.trim() !== (control.textContent ?? '').trim();
          if (
            cs.textOverflow === 'ellipsis' &&
            (part || (!isButton(control) && !pseudoRe.test(el.textContent)))
          )
            continue;
          if (truncated.has(control)) continue;
          truncated.add(control);
          problems.push({
            check: 'truncated',
            text: label(control),
            detail: `<${el.tagName.toLowerCase()}> ${spills ? 'text spills out of its box' : `scroll ${el.scrollWidth}×${el.scrollHeight} > client ${el.clientWidth}×${el.clientHeight}`}${cs.textOverflow === 'ellipsis' ? ' (ellipsis)' : ''}`,
          });
        }
      }

      // Outside the controls: a text of the app's (pseudo) cut off by an ellipsis or a clamp
      // (a price line on a card). Data cut by design (a long name) is left alone.
      for (const el of scopeEl.querySelectorAll<HTMLElement>('*')) {
        if (el.closest(CONTROLS) || !pseudoRe.test(el.textContent ?? '') || !shown(el)) continue;
        const cs = getComputedStyle(el);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
        const cut =
          (cs.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) ||
          (cs.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight + 1);
        if (!cut || [...truncated].some((t) => t.contains(el))) continue;
        truncated.add(el);
        problems.push({
          check: 'truncated',
          text: label(el),
          detail: `<${el.tagName.toLowerCase()}> text cut off (scroll ${el.scrollWidth}×${el.scrollHeight} > client ${el.clientWidth}×${el.clientHeight})`,
        });
      }

      // ---- (3) overlapping controls in one stacking layer ----
      const INTERACTIVE =
        'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=slider], [tabindex]:not([tabindex="-1"])';
      const layerOf = (el: Element): Element => {
        for (let p = el.parentElement; p; p = p.parentElement) {
          const cs = getComputedStyle(p);
          if (
            p.tagName === 'DIALOG' ||
            p.getAttribute('role') === 'dialog' ||
            cs.position === 'fixed' ||
            cs.position === 'sticky' ||
            // An overlay (a badge on a card) is drawn over the flow on purpose.
            cs.position === 'absolute' ||
            (cs.position !== 'static' && cs.zIndex !== 'auto') ||
            cs.transform !== 'none' ||
            Number(cs.opacity) < 1
          )
            return p;
        }
        return document.documentElement;
      };
      const ownPosition = (el: Element) => {
        const cs = getComputedStyle(el);
        return cs.position === 'absolute' || cs.position === 'fixed'
          ? `${cs.position}:${cs.zIndex}`
          : 'flow';
      };
      /** The part of the element's box not clipped away by an ancestor's overflow. */
      const visibleBox = (el: Element) => {
        // A link that wraps onto two lines: its first line (its bounding box would take in
        // whatever sits between its two parts).
        const lines = el.getClientRects();
        const r = lines.length > 1 ? lines[0]! : el.getBoundingClientRect();
        let [l, t, rr, b] = [r.left, r.top, r.right, r.bottom];
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const cs = getComputedStyle(p);
          if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
          const c = p.getBoundingClientRect();
          l = Math.max(l, c.left);
          t = Math.max(t, c.top);
          rr = Math.min(rr, c.right);
          b = Math.min(b, c.bottom);
        }
        return { l, t, r: rr, b };
      };
      const items = [...scopeEl.querySelectorAll(INTERACTIVE)]
        .filter((el) => shown(el))
        .map((el) => ({ el, box: visibleBox(el), layer: layerOf(el), pos: ownPosition(el) }))
        .filter(({ box }) => box.r - box.l >= 4 && box.b - box.t >= 4);
      for (let i = 0; i < items.length; i++)
        for (let j = i + 1; j < items.length; j++) {
          const a = items[i]!;
          const b = items[j]!;
          if (a.layer !== b.layer || a.pos !== b.pos) continue;
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          // A control wholly inside another's box is placed there on purpose (a badge on a
          // card); longer text makes neighbours run into each other only partly.
          const inside = (x: typeof a.box, y: typeof a.box) =>
            x.l >= y.l - 1 && x.t >= y.t - 1 && x.r <= y.r + 1 && x.b <= y.b + 1;
          if (inside(a.box, b.box) || inside(b.box, a.box)) continue;
          // A label's own control (a radio drawn over its label) is one control.
          if (a.el.closest('label') && a.el.closest('label') === b.el.closest('label')) continue;
          const w = Math.min(a.box.r, b.box.r) - Math.max(a.box.l, b.box.l);
          const h = Math.min(a.box.b, b.box.b) - Math.max(a.box.t, b.box.t);
          if (w > 2 && h > 2)
            problems.push({
              check: 'overlap',
              text: `"${label(a.el)}" × "${label(b.el)}"`,
              detail: `${Math.round(w)}×${Math.round(h)} px`,
            });
        }
      // A control something else is drawn over (a tip bubble on a header's buttons, even one
      // that lets clicks through): the control is scrolled to the middle of its scroll box
      // first, so content that merely sits under a fixed bar until the person scrolls is not
      // counted. What is above it at its middle counts when it paints something there.
      const paints = (e: Element) => {
        if (['IMG', 'SVG', 'VIDEO', 'CANVAS', 'INPUT', 'TEXTAREA', 'SELECT'].includes(e.tagName))
          return true;
        const cs = getComputedStyle(e);
        const bg = cs.backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
        const opaqueBg = bg.length < 4 ? true : bg[3]! > 0.1;
        const ownText = [...e.childNodes].some(
          (c) => c.nodeType === Node.TEXT_NODE && c.textContent!.trim(),
        );
        return (
          (opaqueBg && cs.backgroundColor !== 'transparent') ||
          cs.backgroundImage !== 'none' ||
          ownText
        );
      };
      // A passing hint (a status bubble taps go through, gone after a few seconds) may lie over
      // a control for its moment; anything else painted over a control is a problem.
      // So may a floating prompt card or a dialog, which lies over the page by design.
      const hints = [
        ...[...document.querySelectorAll('[role="status"]')].filter(
          (e) => getComputedStyle(e).pointerEvents === 'none',
        ),
        ...[
          ...document.querySelectorAll(
            'section[aria-label], [role="dialog"], [role="alertdialog"]',
          ),
        ].filter((e) => getComputedStyle(e).position === 'fixed' && !e.contains(scopeEl)),
      ];
      const hitAll = document.createElement('style');
      hitAll.textContent = '* { pointer-events: auto !important; }';
      document.head.append(hitAll);
      const scrolled = [window.scrollX, window.scrollY] as const;
      for (const { el } of items) {
        el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const { l, t, r, b } = visibleBox(el);
        if (r - l < 4 || b - t < 4) continue;
        const x = (l + r) / 2;
        const y = (t + b) / 2;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const above: Element[] = [];
        for (const e of document.elementsFromPoint(x, y)) {
          if (el.contains(e) || e.contains(el)) break;
          above.push(e);
        }
        const cover = above.find(
          (e) =>
            paints(e) &&
            !hints.some((h) => h.contains(e)) &&
            !(e.closest('label') && e.closest('label') === el.closest('label')),
        );
        if (!cover) continue;
        problems.push({
          check: 'overlap',
          text: `"${label(el)}" covered by "${label(cover.closest(INTERACTIVE) ?? cover)}"`,
          detail: `<${cover.tagName.toLowerCase()}> at its middle`,
        });
      }
      hitAll.remove();
      window.scrollTo(scrolled[0], scrolled[1]);
      return problems;
    },
    { known, serverUi, pseudoChars: PSEUDO_CHARS },
  );
}

/**
 * Runs the checks on a page that has settled (only inside `within`, e.g. the dialog on top, when
 * given), attaches a screenshot and the problem list to the test, and fails (softly: the test
 * goes on to its next page) listing every problem with the page's name.
 */
export async function expectPseudoClean(
  page: Page,
  pageName: string,
  testInfo: TestInfo,
  o: { data?: string[]; within?: Locator } = {},
): Promise<PseudoProblem[]> {
  await settle(page);
  const shot = testInfo.outputPath(`${pageName.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path: shot, fullPage: !o.within });
  await testInfo.attach(`${pageName}.png`, { path: shot, contentType: 'image/png' });
  const problems = await findPseudoProblems(o.within ?? page, o.data);
  const state = pseudoStateOf(page.context());
  const lines = problems.map(
    (p) => `[${pageName}] ${p.check}: ${p.text}${p.detail ? ` — ${p.detail}` : ''}`,
  );
  const list = testInfo.outputPath(`${pageName.replace(/\W+/g, '-')}.problems.txt`);
  writeFileSync(list, `${lines.join('\n') || `[${pageName}] none`}\n`);
  await testInfo.attach(`${pageName}.problems.txt`, { path: list, contentType: 'text/plain' });
  expect.soft(state?.failed ?? [], `${pageName}: packs that could not be rewritten`).toEqual([]);
  expect.soft(lines, `${pageName}: pseudo-locale problems`).toEqual([]);
  return problems;
}
