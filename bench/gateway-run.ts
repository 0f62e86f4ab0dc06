/**
 * The realtime gateway alone in one process, for bench/gateway.mjs: createGateway on an http
 * server at 127.0.0.1 on a random port. Prints `{"port":N}` once listening; on stdin "stats"
 * prints the gateway's stats and this process's CPU time; exits when stdin closes.
 * Tokens are `bench:<userId>`. The per-socket rate limiter is raised out of the way: the bench
 * measures the gateway's own throughput, not the limit (50 frames/s per socket by default).
 * Its checks stay on: frame size and depth bounds, the channel policy, the byte budgets.
 */
import { createServer } from 'node:http';
import { createGateway } from '../backend/src/realtime';

// BENCH_LIMITS=defaults (bench/security.mjs): the gateway exactly as the app runs it.
const defaults = process.env.BENCH_LIMITS === 'defaults';
const gateway = createGateway({
  verifyToken: (token) => (token.startsWith('bench:') ? { userId: token.slice(6) } : null),
  // The per-address socket caps are raised too: all 1,000 bench clients share 127.0.0.1.
  limits: defaults ? {} : {
    RATE_PER_SEC: 1e9,
    RATE_BURST: 1e9,
    MAX_CHANNELS_PER_SOCKET: 10,
    MAX_SOCKETS_PER_ADDRESS: 1e6,
    MAX_UNAUTHED_PER_ADDRESS: 1e6,
    MAX_UNAUTHED_TOTAL: 1e6,
  },
});
// The fan-out channel is a live whose host is the publisher (channel policy, channels.ts).
gateway.channels.openLive('bench-fanout', 'publisher');
const server = createServer((_req, res) => res.writeHead(404).end());
gateway.attach(server, '/rtm');
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof addr === 'object' && addr?.port })}\n`);
});

process.stdin.setEncoding('utf8');
process.stdin.on('data', (d: string) => {
  if (d.includes('stats'))
    process.stdout.write(
      `${JSON.stringify({ stats: gateway.stats(), cpu: process.cpuUsage(), rss: process.memoryUsage().rss })}\n`,
    );
});
process.stdin.on('end', () => {
  void gateway.close().finally(() => server.close(() => process.exit(0)));
  setTimeout(() => process.exit(0), 2000).unref();
});
