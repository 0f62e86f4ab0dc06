/**
 * Generates the seeded hosts' story videos (CardPage video cards): every fifth host
 * (STORY_HOSTS) gets a 3 s looping WebM (VP8, 270×360 — spec 3's 270X360 card size — 15 fps,
 * no audio: cards play muted) and its first frame as a JPEG poster, written to
 * backend/assets/hosts/<id>/story.webm and story.jpg and committed (about 40 KB a host).
 * A drifting glow over a gradient in the host's colour with the host's name: it visibly moves,
 * and the loop is seamless (every motion's period divides the clip).
 *
 * Needs ffmpeg ONCE (Debian's package), like scripts/generate-clips.ts; the backend only reads
 * the committed files. Run: `cd backend && npx tsx scripts/generate-stories.ts`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ASSETS_DIR } from '../src/http/assets';
import { STORY_HOSTS, STORY_SECONDS as SECONDS } from '../src/modules/hosts/stories';
import { HOSTS, hostDetails } from '../src/seed/data/hosts';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FPS = 15;
const W = 270;
const H = 360;
const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'stories-'));
for (const h of HOSTS.filter((x) => STORY_HOSTS(x.id))) {
  const { hue } = hostDetails(h);
  const rad = (hue * Math.PI) / 180;
  const cb = Math.round(128 + 50 * Math.cos(rad));
  const cr = Math.round(128 + 50 * Math.sin(rad));
  // Two soft glows circling with the clip's period (one twice as fast), on a vertical gradient.
  const g = (k: number, r: number) =>
    `exp(-(pow(X-W*(0.5+0.3*cos(${k}*2*PI*T/${SECONDS})),2)+pow(Y-H*(0.45+0.25*sin(${k}*2*PI*T/${SECONDS})),2))/${r})`;
  const geq =
    `geq=lum='min(235,50+90*Y/H+150*${g(1, 2200)}+110*${g(2, 1400)})'` +
    `:cb='${cb}+20*${g(2, 1400)}':cr='${cr}-20*${g(1, 2200)}'`;
  const nameFile = path.join(tmp, `${h.id}.txt`);
  fs.writeFileSync(nameFile, h.name);
  const text =
    `drawtext=fontfile=${FONT}:textfile=${nameFile}:fontcolor=white:fontsize=22:` +
    `x=(w-tw)/2:y=h-48:shadowcolor=black@0.6:shadowx=2:shadowy=2`;
  const dir = path.join(ASSETS_DIR, 'hosts', String(h.id));
  fs.mkdirSync(dir, { recursive: true });
  const src = `nullsrc=s=${W}x${H}:r=${FPS}:d=${SECONDS},format=yuv420p,${geq},${text}`;
  ffmpeg([
    ...['-f', 'lavfi', '-i', src],
    ...['-c:v', 'libvpx', '-b:v', '100k', '-crf', '30', '-g', String(FPS * SECONDS)],
    ...['-an', path.join(dir, 'story.webm')],
  ]);
  ffmpeg([
    ...['-i', path.join(dir, 'story.webm')],
    ...['-frames:v', '1', '-q:v', '5', path.join(dir, 'story.jpg')],
  ]);
  process.stdout.write(`${h.id} `);
}
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`\nstories written under ${ASSETS_DIR}/hosts`);
