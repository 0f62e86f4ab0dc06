/**
 * The seeded hosts' clips (backend/media/hosts, made once by scripts/generate-clips.ts): VP8 in
 * IVF and Opus in Ogg, read into frames and packets, and cut into RTP payloads (RFC 7741 for VP8;
 * an Opus packet is one RTP payload, RFC 7587). No encoder at run time: werift sends these as is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MEDIA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../media/hosts',
);

export interface VideoClip {
  width: number;
  height: number;
  fps: number;
  frames: Buffer[];
  /** Index of every keyframe (the loop and a viewer's first frame start at one). */
  keyframes: number[];
}

/** IVF: 32-byte file header ("DKIF"), then per frame a 12-byte header (size, pts) and the data. */
export function readIvf(buf: Buffer): VideoClip {
  if (buf.toString('ascii', 0, 4) !== 'DKIF') throw new Error('not an IVF file');
  const headerLen = buf.readUInt16LE(6);
  const width = buf.readUInt16LE(12);
  const height = buf.readUInt16LE(14);
  const rate = buf.readUInt32LE(16);
  const scale = buf.readUInt32LE(20) || 1;
  const frames: Buffer[] = [];
  const keyframes: number[] = [];
  for (let at = headerLen; at + 12 <= buf.length;) {
    const size = buf.readUInt32LE(at);
    const frame = buf.subarray(at + 12, at + 12 + size);
    if (frame.length !== size) break;
    // VP8 frame tag: bit 0 of the first byte is 0 for a keyframe (RFC 6386 §9.1).
    if ((frame[0] ?? 1) % 2 === 0) keyframes.push(frames.length);
    frames.push(frame);
    at += 12 + size;
  }
  if (frames.length === 0 || keyframes[0] !== 0)
    throw new Error('IVF clip must start with a keyframe');
  return { width, height, fps: rate / scale, frames, keyframes };
}

/** Ogg Opus: the packets after OpusHead and OpusTags (RFC 7845), joined across page lacing. */
export function readOggOpus(buf: Buffer): Buffer[] {
  const packets: Buffer[] = [];
  let partial: Buffer[] = [];
  for (let at = 0; at + 27 <= buf.length;) {
    if (buf.toString('ascii', at, at + 4) !== 'OggS') throw new Error('not an Ogg page');
    const segments = buf[at + 26] as number;
    const table = buf.subarray(at + 27, at + 27 + segments);
    let data = at + 27 + segments;
    for (const len of table) {
      partial.push(buf.subarray(data, data + len));
      data += len;
      if (len < 255) {
        packets.push(Buffer.concat(partial));
        partial = [];
      }
    }
    at = data;
  }
  const [head, tags, ...audio] = packets;
  if (head?.toString('ascii', 0, 8) !== 'OpusHead' || tags?.toString('ascii', 0, 8) !== 'OpusTags')
    throw new Error('not an Ogg Opus stream');
  return audio;
}

/** RFC 7741: a 1-byte payload descriptor (S bit on the first packet of a frame), partitioned. */
export function vp8Payloads(frame: Buffer, maxPayload = 1100): Buffer[] {
  const out: Buffer[] = [];
  const chunk = maxPayload - 1;
  for (let at = 0; at < frame.length; at += chunk) {
    const head = Buffer.from([at === 0 ? 0x10 : 0x00]);
    out.push(Buffer.concat([head, frame.subarray(at, at + chunk)]));
  }
  return out;
}

export interface HostClip {
  video: VideoClip;
  /** 20 ms Opus packets; empty when the host has no audio clip. */
  audio: Buffer[];
}

const cache = new Map<number, HostClip>();
/** A host's clip; hosts without their own file use the first host's (never fails at call time). */
export function hostClip(hostId: number, dir = MEDIA_DIR): HostClip {
  const hit = cache.get(hostId);
  if (hit) return hit;
  const file = (ext: string) => {
    const own = path.join(dir, `${hostId}.${ext}`);
    return fs.existsSync(own) ? own : path.join(dir, `10001.${ext}`);
  };
  const clip: HostClip = {
    video: readIvf(fs.readFileSync(file('ivf'))),
    audio: fs.existsSync(file('ogg')) ? readOggOpus(fs.readFileSync(file('ogg'))) : [],
  };
  cache.set(hostId, clip);
  return clip;
}
