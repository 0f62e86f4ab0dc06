/**
 * The server's timers (src/services.ts "the server's timers"): every interval the backend starts
 * is stopped when it closes (services.close()), the live room clock's four among them (schedule,
 * heartbeat sweep, simulated audiences, liveInfo messages), which a test may leave off.
 */
import { makeApp } from './helpers';

/** The intervals started while `run` runs and not cleared by its end. */
async function intervalsLeft(run: (started: Set<unknown>) => Promise<void>): Promise<number> {
  const started = new Set<unknown>();
  const realSet = global.setInterval;
  const realClear = global.clearInterval;
  const setSpy = jest.spyOn(global, 'setInterval').mockImplementation(((
    fn: () => void,
    ms?: number,
  ) => {
    const timer = realSet(fn, ms);
    started.add(timer);
    return timer;
  }) as typeof setInterval);
  const clearSpy = jest.spyOn(global, 'clearInterval').mockImplementation(((
    timer?: NodeJS.Timeout,
  ) => {
    started.delete(timer);
    realClear(timer);
  }) as typeof clearInterval);
  try {
    await run(started);
    return started.size;
  } finally {
    setSpy.mockRestore();
    clearSpy.mockRestore();
  }
}

test('every interval the backend starts is stopped when it closes; the live room clock is four of them', async () => {
  const running = { on: 0, off: 0 };
  for (const roomClock of [true, false]) {
    const left = await intervalsLeft(async (started) => {
      const app = await makeApp({ live: { plan: [], roomClock } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      running[roomClock ? 'on' : 'off'] = started.size;
      await app.close();
    });
    expect(left).toBe(0);
  }
  expect(running.on - running.off).toBe(4);
});
