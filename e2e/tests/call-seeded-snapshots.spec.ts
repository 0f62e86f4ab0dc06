import fs from 'node:fs';
import { test, expect } from '../support/test';
import { callRecords, seededCall } from '../support/incall';
import { devApi } from '../support/session';

// Snapshots at random times within the configured ranges (spec 2 §4,
// getSnapshotConfig; spec 2 §7 multipart upload, field snapshot). The ranges are shortened through
// the backend's site config for this test (the defaults start at 5 s) and put back after.

test('a call stores a JPEG snapshot of the user camera for each configured range', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await devApi('/dev/api/calls/snapshot-config', {
    ranges: [
      { min: 1, max: 2 },
      { min: 3, max: 5 },
    ],
  });
  let c: Awaited<ReturnType<typeof seededCall>> | null = null;
  try {
    c = await seededCall(browser, baseURL!);
    await expect
      .poll(async () => (await callRecords(c!.u.userId)).snapshots.length, { timeout: 20_000 })
      .toBe(2);
    const shots = (await callRecords(c.u.userId)).snapshots;
    for (const [i, s] of shots.entries()) {
      expect(s).toMatchObject({ room_num: c.roomNum, remote_user_id: c.host.userId });
      const meta = JSON.parse(s.meta) as Record<string, unknown>;
      expect(meta).toMatchObject({
        id: c.roomNum,
        matchUserId: c.host.userId,
        page: i + 1,
        videoType: 1,
        location: 102,
      });
      // A real picture of the fake camera: a JPEG (FF D8 … FF D9) with its size.
      const bytes = fs.readFileSync(s.path);
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
      expect(bytes.length).toBeGreaterThan(2_000);
      expect(meta.width).toBeGreaterThan(100);
    }
    // No more than the ranges: nothing else arrives.
    await c.u.page.waitForTimeout(3_000);
    expect((await callRecords(c.u.userId)).snapshots).toHaveLength(2);
  } finally {
    await devApi('/dev/api/calls/snapshot-config', { reset: true });
    await c?.done();
  }
});
