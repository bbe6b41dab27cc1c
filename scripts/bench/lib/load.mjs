// The load generator, in its own process so it never shares an event loop with the server it measures (bench:jobs,
// bench:pages). Usage: node load.mjs <plan.json>; prints one JSON line. The plan: {origin, paths (a file, one path a
// line) or path, start (the index of the first path), seconds, connections, headers}. Every request takes the next
// path of the list (one cursor for all connections), so a list longer than what a run asks for never repeats a URL;
// `next` past the list's length says it ran out and started again from the top. `groupBy` (a regular expression):
// answers and non-2xx answers counted by its first group in the path (bench:pages: the language prefix).
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
const groupBy = plan.groupBy ? new RegExp(plan.groupBy) : null;
const groups = {};

const r = await autocannon({
  url: plan.origin,
  connections: plan.connections,
  duration: plan.seconds,
  headers: plan.headers,
  requests: [
    {
      method: 'GET',
      setupRequest: (req, context) => {
        req.path = paths[next % paths.length];
        // The connection's context: its one request in flight (no pipelining) until the answer's onResponse.
        context.path = req.path;
        next += 1;
        sent += 1;
        return req;
      },
      onResponse: (status, body, context, headers) => {
        // The anonymous answer caches mark what they answered (lib/response-cache.ts, modules/web/page-cache.ts).
        if (headers['x-cache'] === 'HIT') hits += 1;
        if (groupBy) {
          const group = (groups[groupBy.exec(context.path ?? '')?.[1] ?? ''] ??= { answers: 0, non2xx: 0 });
          group.answers += 1;
          if (status < 200 || status >= 300) group.non2xx += 1;
        }
        if (status >= 400 && failures.size < 5 && !failures.has(status))
          failures.set(
            status,
            `GET ${context.path} → ${headers['content-encoding'] ? `(a ${headers['content-encoding']} body)` : body.slice(0, 200)}`,
          );
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
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    hits,
    // Bytes read off the socket for the 2xx answers (status line, headers and body as sent: compressed, chunked).
    bytes: r.throughput.total,
    sent,
    next,
    listLength: paths.length,
    groups,
  })}\n`,
);
