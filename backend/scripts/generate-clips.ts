/**
 * Generates the seeded hosts' looping clips (seeded hosts answer with real video):
 * per host a 2 s VP8 clip (192×256, 10 fps, one keyframe per loop, no alt-ref frames, so every
 * packet is one shown frame) and a 1 s Opus clip (48 kHz mono, 20 ms packets), written to
 * backend/media/hosts/<id>.ivf and <id>.ogg and committed. A swaying silhouette on a gradient in
 * the host's colour, with the host's name: a moving picture, so frames visibly advance. Both
 * loop seamlessly (the motion's period is the clip; the tones are whole hertz). Small on purpose:
 * about 8 KB a host, under 400 KB for all (the repo ships them).
 *
 * Needs ffmpeg (Debian's package: `apt-get install ffmpeg`) ONCE, to make the files; the backend
 * and CI only read the committed files. Run: `cd backend && npx tsx scripts/generate-clips.ts`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOSTS, hostDetails } from '../src/seed/data/hosts';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'media', 'hosts');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const SECONDS = 2;
const FPS = 10;
const SIZE = { w: 192, h: 256 };
const AUDIO_SECONDS = 1;

fs.mkdirSync(OUT, { recursive: true });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'clips-'));

for (const h of HOSTS) {
  const { hue } = hostDetails(h);
  const rad = (hue * Math.PI) / 180;
  const cb = Math.round(128 + 45 * Math.cos(rad));
  const cr = Math.round(128 + 45 * Math.sin(rad));
  // A head and shoulders swaying with a 3 s period (the loop is seamless), on a vertical gradient.
  const cx = `W*(0.5+0.07*sin(2*PI*T/${SECONDS}))`;
  const cy = `H*(0.40+0.02*sin(4*PI*T/${SECONDS}))`;
  const body =
    `max(lte(hypot((X-${cx})/W,(Y-${cy})/H*1.33),0.16),` +
    `lte(hypot((X-${cx})/(0.36*W),(Y-H*0.97)/(0.28*H)),1))`;
  const geq =
    `geq=lum='if(${body},215,60+80*Y/H)'` +
    `:cb='if(${body},${128 + Math.round((cb - 128) / 4)},${cb})'` +
    `:cr='if(${body},${128 + Math.round((cr - 128) / 4)},${cr})'`;
  const nameFile = path.join(tmp, `${h.id}.txt`);
  fs.writeFileSync(nameFile, h.name);
  const text =
    `drawtext=fontfile=${FONT}:textfile=${nameFile}:fontcolor=white:fontsize=${Math.round(SIZE.h / 18)}:` +
    `x=(w-tw)/2:y=h-${Math.round(SIZE.h / 9)}:shadowcolor=black@0.6:shadowx=2:shadowy=2`;
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...[
      '-f',
      'lavfi',
      '-i',
      `nullsrc=s=${SIZE.w}x${SIZE.h}:r=${FPS}:d=${SECONDS},format=yuv420p,${geq}`,
    ],
    ...['-vf', text],
    // One keyframe per loop: the sender starts at it and jumps back to it on a picture loss report.
    ...[
      '-c:v',
      'libvpx',
      '-b:v',
      '28k',
      '-g',
      String(FPS * SECONDS),
      '-keyint_min',
      String(FPS * SECONDS),
    ],
    ...['-auto-alt-ref', '0', '-lag-in-frames', '0', '-deadline', 'good', '-cpu-used', '2'],
    ...['-error-resilient', '1', '-f', 'ivf', path.join(OUT, `${h.id}.ivf`)],
  ]);
  // A soft two-note hum, pitched by the host's hue (so hosts sound different).
  const f = 180 + (hue % 120);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `sine=f=${f}:d=${AUDIO_SECONDS}:sample_rate=48000`],
    ...['-f', 'lavfi', '-i', `sine=f=${Math.round(f * 1.5)}:d=${AUDIO_SECONDS}:sample_rate=48000`],
    ...['-filter_complex', `[0][1]amix=inputs=2,volume=0.25,tremolo=f=2:d=0.4`],
    ...['-ac', '1', '-c:a', 'libopus', '-b:a', '10k', '-frame_duration', '20'],
    path.join(OUT, `${h.id}.ogg`),
  ]);
  process.stdout.write(`${h.id} `);
}
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`\nclips written to ${OUT}`);
