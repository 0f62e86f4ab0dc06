/* global test, expect */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { compressDir } = require('../precompress.cjs');

test('every text asset gets .br and .gz siblings that decompress to it; tiny files and maps do not', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  try {
    const js = 'export const x = "' + 'livcam '.repeat(500) + '";\n';
    fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), js);
    fs.mkdirSync(path.join(dir, 'tr'));
    fs.writeFileSync(path.join(dir, 'tr/index.html'), '<p>' + 'merhaba '.repeat(200) + '</p>');
    fs.writeFileSync(path.join(dir, 'tiny.json'), '{}');
    fs.writeFileSync(
      path.join(dir, 'main.0123abcd.js.map'),
      JSON.stringify({ mappings: 'A'.repeat(5000) }),
    );
    await compressDir(dir);
    const br = fs.readFileSync(path.join(dir, 'main.0123abcd.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'main.0123abcd.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(js);
    expect(zlib.gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(js.length / 10);
    expect(fs.existsSync(path.join(dir, 'tr/index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'tiny.json.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'main.0123abcd.js.map.br'))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
