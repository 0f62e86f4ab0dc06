// Build-time compression: every text asset of a dist folder gets a `.br`
// (brotli, max quality) and a `.gz` (gzip -9) sibling, so the static servers (and any CDN that
// serves precompressed files) send compressed bytes without compressing per request.
// node:zlib only; async, so the thread pool compresses files in parallel.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text types worth compressing. Source maps are left out: they are not served. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves nothing worth a file. */
const MIN_BYTES = 512;

/** Writes file.br and file.gz beside `file` when they are smaller; removes stale ones otherwise. */
async function compressFile(file) {
  const raw = await fs.promises.readFile(file);
  const out = [];
  const targets = [
    [
      '.br',
      () =>
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
    ],
    ['.gz', () => gzip(raw, { level: 9 })],
  ];
  for (const [ext, compress] of targets) {
    const dest = file + ext;
    const data = raw.length >= MIN_BYTES ? await compress() : null;
    if (data && data.length < raw.length) {
      await fs.promises.writeFile(dest, data);
      out.push(dest);
    } else {
      await fs.promises.rm(dest, { force: true });
    }
  }
  return out;
}

/** Every compressible file under `dir` (recursively). */
function compressibleFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => COMPRESSIBLE.test(f))
    .map((f) => path.join(dir, f));
}

async function compressDir(dir) {
  const files = compressibleFiles(dir);
  await Promise.all(files.map(compressFile));
  return files.length;
}

/** After webpack has written the output folder: compress everything in it (production only). */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const dir = compilation.outputOptions.path;
      if (dir && fs.existsSync(dir)) await compressDir(dir);
    });
  }
}

module.exports = { PrecompressPlugin, compressFile, compressDir, COMPRESSIBLE };
