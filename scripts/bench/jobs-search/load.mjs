// The load generator, in its own process so it never shares an event loop with the server it measures.
// Usage: node load.mjs <url> [seconds] [connections] [authorization header]; prints one JSON line.
import autocannon from 'autocannon';

const [url, seconds = '10', connections = '32', authorization] = process.argv.slice(2);
if (!url) throw new Error('usage: node load.mjs <url> [seconds] [connections] [authorization]');
const headers = authorization ? { authorization } : {};
const r = await autocannon({ url, connections: Number(connections), duration: Number(seconds), headers });
process.stdout.write(
  `${JSON.stringify({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  })}\n`,
);
