// Measuring the portal under load (bench:jobs, bench:pages): autocannon in a child process (load.mjs), CPU time per
// answer of an in-process portal and of its PostgreSQL backends, one raw GET as a browser sends it.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/api/src/db/client.js';
export { freePort } from '../../../apps/api/src/db/embedded.js';

/** Concurrent connections of a run, unless its plan says otherwise. */
export const CONNECTIONS = 32;
/**
 * What a run measured: answers a second, latency of the 2xx answers (autocannon leaves the others out), answers,
 * 2xx answers, the rest, cache hits, bytes read for the 2xx answers, requests sent, the list's cursor and length.
 */
export type Load = {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  hits: number;
  bytes: number;
  sent: number;
  next: number;
  listLength: number;
  /** With the plan's groupBy: answers and non-2xx answers by the expression's first group in the path. */
  groups: Record<string, { answers: number; non2xx: number }>;
};

export type Plan = {
  origin: string;
  paths?: string;
  path?: string;
  start?: number;
  seconds: number;
  headers: Record<string, string>;
  connections?: number;
  groupBy?: string;
};

/** autocannon in a child process, so the load generator never shares the measured server's event loop. */
export function load(dir: string, plan: Plan): Promise<Load> {
  const planFile = path.join(dir, 'bench-plan.json');
  writeFileSync(planFile, JSON.stringify({ connections: CONNECTIONS, ...plan }));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'load.mjs'), planFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Load) : reject(new Error(`load generator exited with ${code}`)),
    );
  });
}

export type Cpu = { node: number; pg: Map<number, number> };
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * CPU time used so far (ms) by this process (the portal and the ceiling run in it; worker threads included) and by
 * each of our PostgreSQL server's client backends (from /proc; empty where there is none).
 */
export async function cpuNow(db: Database): Promise<Cpu> {
  const { rows } = await db.execute<{ pid: number }>(sql`
    select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`);
  const pg = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      pg.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
    } catch {
      // Not Linux, or the backend has gone: its share is not counted.
    }
  }
  const own = process.cpuUsage();
  return { node: (own.user + own.system) / 1000, pg };
}

/** CPU ms per answer between two readings: Node (the portal) and PostgreSQL (the backends present in both). */
export function cpuPerAnswer(before: Cpu, after: Cpu, answers: number): { node: number; pg: number } {
  let pg = 0;
  for (const [pid, ms] of after.pg) pg += ms - (before.pg.get(pid) ?? ms);
  return { node: (after.node - before.node) / Math.max(1, answers), pg: pg / Math.max(1, answers) };
}

/** One GET as a browser sends it, the bytes as they came (compressed or not) and the headers. */
export function getRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') flat[k] = v;
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    req.once('error', reject);
    req.end();
  });
}
