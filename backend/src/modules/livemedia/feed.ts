/**
 * One viewer's share of a broadcast: the packetizer's payloads (packetizer.ts), forwarded as
 * they are. What is this viewer's own is the RTP header only: its sequence numbers (one after
 * another, with no hole where frames were held back), its timestamp offset (a random base, as
 * every RTP stream has) and its SSRC (werift's sender for this viewer stamps its own). A viewer
 * starts at a keyframe, and after a picture loss report (its decoder lost the reference) it waits
 * for the next keyframe of the broadcast: an SFU cannot make one for one viewer.
 *
 * werift's sender rewrites the header it is given in place and keeps the packet for NACK
 * retransmission, so each viewer gets header objects of its own around the shared payloads.
 */
import { randomInt } from 'node:crypto';
import { RtpHeader, RtpPacket, type MediaStreamTrack } from 'werift';
import type { PeerOutput } from '../hostpeer/peer';
import type { BroadcastSink, SharedAudioPacket, SharedVideoFrame } from './packetizer';

/** The payload types the host peer offers (hostpeer/peer.ts); werift's track sets the negotiated one. */
const VP8_PT = 96;
const OPUS_PT = 111;
/**
 * RTP timestamp step (90 kHz) between the frames of a catch-up burst: one tick, so the burst
 * takes no room on the stream's clock. In Chromium the burst is decoded at once and the stream
 * goes on at 10 frames/s, nothing dropped, frozen or asked again (bench/live-room.mjs).
 */
export const CATCH_UP_TICKS = 1;

interface StreamState {
  seq: number;
  tsOffset: number;
}

const fresh = (): StreamState => ({
  seq: randomInt(0, 0x10000),
  tsOffset: randomInt(0, 0x100000000),
});

export class ViewerFeed implements BroadcastSink {
  private readonly v = fresh();
  private readonly a = fresh();
  /** Video waits for a keyframe: at the start and after a picture loss report. */
  private waitingForKey = true;
  private audioStarted = false;
  readonly stats = {
    frames: 0,
    /** Frames held back while waiting for a keyframe. */
    held: 0,
    /** Keyframes this viewer (re)started from. */
    starts: 0,
    /** Frames of the broadcast's current group sent at once when this viewer started (catchUp). */
    caughtUp: 0,
    pictureLoss: 0,
    audioPackets: 0,
  };

  constructor(private readonly out: Pick<PeerOutput, 'video' | 'audio'>) {}

  /** The viewer's decoder lost its reference: go on from the next keyframe. */
  pictureLost(): void {
    this.stats.pictureLoss++;
    this.waitingForKey = true;
  }

  /**
   * A new viewer's start: the broadcast's current group of pictures (its last keyframe and the
   * frames after it, packetizer.ts `currentGroup`) at once, so the decoder has its reference and
   * the current picture shows now instead of at the next keyframe (up to a loop later). The
   * frames before the current one are stamped CATCH_UP_TICKS apart just before it, not on the
   * broadcast's clock: the receiver treats them as already due and decodes them straight
   * through, and the current frame keeps its own timestamp, so the live frames that follow keep
   * their spacing and the viewer plays without the group's delay. Sent before the feed is added
   * to the packetizer (in the same turn), so no frame comes between. An empty group (no
   * keyframe yet) leaves the viewer waiting for the next keyframe.
   */
  catchUp(group: readonly SharedVideoFrame[]): void {
    const current = group[group.length - 1];
    // Only at the start: after a picture loss the frames sent already are newer than the group's.
    if (this.stats.starts > 0 || !current || !group[0]?.keyframe) return;
    this.waitingForKey = false;
    this.stats.starts++;
    this.stats.caughtUp = group.length;
    try {
      group.forEach((frame, i) => {
        const back = (group.length - 1 - i) * CATCH_UP_TICKS;
        this.send(frame, (current.timestamp - back + this.v.tsOffset) >>> 0);
      });
    } catch (e) {
      // Whatever part of the group went out, the viewer starts clean at the next keyframe.
      this.waitingForKey = true;
      throw e;
    }
  }

  video(frame: SharedVideoFrame): void {
    if (this.waitingForKey) {
      if (!frame.keyframe) {
        this.stats.held++;
        return;
      }
      this.waitingForKey = false;
      this.stats.starts++;
    }
    this.send(frame, (frame.timestamp + this.v.tsOffset) >>> 0);
  }

  private send(frame: SharedVideoFrame, timestamp: number): void {
    const last = frame.payloads.length - 1;
    frame.payloads.forEach((payload, i) => {
      const header = new RtpHeader({
        payloadType: VP8_PT,
        sequenceNumber: this.v.seq,
        timestamp,
        marker: i === last,
      });
      this.v.seq = (this.v.seq + 1) & 0xffff;
      write(this.out.video, header, payload);
    });
    this.stats.frames++;
  }

  audio(packet: SharedAudioPacket): void {
    const header = new RtpHeader({
      payloadType: OPUS_PT,
      sequenceNumber: this.a.seq,
      timestamp: (packet.timestamp + this.a.tsOffset) >>> 0,
      marker: !this.audioStarted, // the start of a talkspurt (RFC 3551)
    });
    this.audioStarted = true;
    this.a.seq = (this.a.seq + 1) & 0xffff;
    write(this.out.audio, header, packet.payload);
    this.stats.audioPackets++;
  }
}

function write(track: MediaStreamTrack, header: RtpHeader, payload: Buffer): void {
  track.writeRtp(new RtpPacket(header, payload));
}
