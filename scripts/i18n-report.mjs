#!/usr/bin/env node
// The translation packs at a glance: texts per language and namespace, and how many English
// texts each language covers (a plural text counts once, whatever its forms). The tests that
// fail on a gap are each part's src/i18n.test.ts (shared-sdk/testing checkPack); this prints the
// figures for notes and reviews. Usage: node scripts/i18n-report.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACK_FILES } from './lib/packs.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAMESPACES = PACK_FILES;
const LANGUAGES = 'ar da de en es fr he hi id it ja ko ms nl no pt sv tr'.split(' ');
const PLURAL = /_(zero|one|two|few|many|other)$/;

const flatten = (tree, prefix = '') =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v]] : flatten(v, `${prefix}${k}.`),
  );
/** Texts of a pack: a plural text (key_one, key_other …) is one text. */
const texts = (file) => {
  const full = path.join(ROOT, file);
  if (!fs.existsSync(full)) return null;
  const keys = flatten(JSON.parse(fs.readFileSync(full, 'utf8')))
    .filter(([, v]) => v.trim() !== '')
    .map(([k]) => k.replace(PLURAL, ''));
  return new Set(keys);
};

const english = Object.fromEntries(
  Object.entries(NAMESPACES).map(([ns, f]) => [ns, texts(f('en'))]),
);
const total = Object.values(english).reduce((a, s) => a + s.size, 0);
const rows = [];
let gaps = 0;
for (const lng of LANGUAGES) {
  let covered = 0;
  const perNs = [];
  for (const [ns, file] of Object.entries(NAMESPACES)) {
    const pack = texts(file(lng)) ?? new Set();
    const have = [...english[ns]].filter((k) => pack.has(k)).length;
    covered += have;
    perNs.push(have === english[ns].size ? `${have}` : `${have}/${english[ns].size}`);
  }
  gaps += total - covered;
  rows.push(`| ${lng} | ${covered} / ${total} | ${perNs.join(' | ')} |`);
}
console.log(`| language | texts | ${Object.keys(NAMESPACES).join(' | ')} |`);
console.log(
  `|---|---|${Object.keys(NAMESPACES)
    .map(() => '---')
    .join('|')}|`,
);
for (const r of rows) console.log(r);
process.exitCode = gaps === 0 ? 0 : 1;
