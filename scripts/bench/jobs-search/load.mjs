// The load generator, in its own process so it never shares an event loop with the server it measures.
// Usage: node load.mjs <plan.json>; prints one JSON line. The plan: {origin, paths (a file, one path a line) or
// path, start (the index of the first path), seconds, connections, headers}. Every request takes the next path of
// the list (one cursor for all connections), so a list longer than what a run asks for never repeats a URL.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const planFile = process.argv[2];
if (!planFile) throw new Error('usage: node load.mjs <plan.json>');
const plan = JSON.parse(readFileSync(planFile, 'utf8'));
const paths = plan.paths ? readFileSync(plan.paths, 'utf8').split('\n').filter(Boolean) : [plan.path];
let next = plan.start ?? 0;
let sent = 0;
let hits = 0;
const failures = new Map();

const r = await autocannon({
  url: plan.origin,
  connections: plan.connections,
  duration: plan.seconds,
  headers: plan.headers,
  requests: [
    {
      method: 'GET',
      setupRequest: (req) => {
        req.path = paths[next % paths.length];
        next += 1;
        sent += 1;
        return req;
      },
      onResponse: (status, body, _context, headers) => {
        // The anonymous answer cache marks what it answered (lib/response-cache.ts).
        if (headers['x-cache'] === 'HIT') hits += 1;
        if (status >= 400 && failures.size < 5) failures.set(status, body.slice(0, 200));
      },
    },
  ],
});
for (const [status, body] of failures) process.stderr.write(`  a ${status} answer: ${body}\n`);
process.stdout.write(
  `${JSON.stringify({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    hits,
    sent,
    next,
  })}\n`,
);
