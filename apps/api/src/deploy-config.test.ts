// compose.yaml can start as documented (issue 28): every portal service's environment, with deploy/.env.example's
// values substituted as compose does, passes the portal's own configuration check (an empty `SMTP_URL` once stopped
// the migrate step, and with it both instances); the images are pinned; the portal's image is built once; Caddy
// publishes 80 and 443 and keeps its certificates in a volume; PostgreSQL's WAL archive belongs to postgres; the
// portal reaches MinIO as its own user. Docker is not run here: this reads the files.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, SETTING_NAMES } from './config.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** KEY=VALUE lines of an env file (comments and blank lines skipped), as compose reads its .env. */
function parseEnvFile(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      if (at < 1) throw new Error(`not KEY=VALUE: ${line}`);
      return [line.slice(0, at), line.slice(at + 1)] as const;
    });
  return Object.fromEntries(entries);
}

/**
 * Compose's interpolation of one string: `$$` is a `$`; `${VAR}`, `${VAR:-default}` / `${VAR-default}`,
 * `${VAR:?error}` / `${VAR?error}` (an error when unset, or empty with the colon), `${VAR:+other}`. `used` collects
 * the names read.
 */
function interpolate(text: string, vars: Record<string, string>, used: Set<string>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_]\w*)(?:(:?)([-?+])([^}]*))?\}|\$([A-Za-z_]\w*)/g,
    (match, name?: string, colon?: string, op?: string, word?: string, bare?: string) => {
      if (match === '$$') return '$';
      const key = (name ?? bare)!;
      used.add(key);
      const value = vars[key];
      const missing = value === undefined || (colon === ':' && value === '');
      if (op === '-') return missing ? (word ?? '') : value!;
      if (op === '?') {
        if (missing) throw new Error(`compose would stop: ${key}: ${word}`);
        return value!;
      }
      if (op === '+') return missing ? '' : (word ?? '');
      return value ?? '';
    },
  );
}

/** Every string of the document interpolated (compose does it after reading the YAML, anchors resolved). */
function interpolateAll(node: unknown, vars: Record<string, string>, used: Set<string>): unknown {
  if (typeof node === 'string') return interpolate(node, vars, used);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, vars, used));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateAll(v, vars, used)]));
  return node;
}

type Service = {
  image?: string;
  build?: unknown;
  entrypoint?: string[];
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: string[];
  volumes?: string[];
};

/** A service's environment as the container gets it (both of compose's forms). */
function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env))
    return Object.fromEntries(env.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

/** The ENV of the Dockerfile's last stage (the image the portal runs in), which the container starts with. */
function imageEnvironment(dockerfile: string): Record<string, string> {
  const lastStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const instruction = /^ENV\s+((?:.*\\\n)*.*)$/m.exec(lastStage)?.[1] ?? '';
  return Object.fromEntries([...instruction.replace(/\\\n/g, ' ').matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
}

const example = parseEnvFile(read('deploy/.env.example'));
const used = new Set<string>();
const compose = interpolateAll(parse(read('compose.yaml'), { merge: true }), example, used) as {
  services: Record<string, Service>;
};
const services = Object.entries(compose.services);
const built = services.filter(([, service]) => service.build !== undefined);
const portalImage = built[0]?.[1].image;
const portalServices = services.filter(([, service]) => service.image === portalImage);

describe('compose.yaml with deploy/.env.example', () => {
  it('names every variable it reads in the example', () => {
    expect([...used].filter((name) => !(name in example))).toEqual([]);
  });

  it('builds the portal image once, under a name, and runs it as the migrate step and the instances', () => {
    expect(built.map(([name]) => name)).toEqual(['migrate']);
    expect(portalImage).toBe(`tvet-portal:${example.PORTAL_VERSION}`);
    expect(portalServices.map(([name]) => name).sort()).toEqual(['migrate', 'portal-1', 'portal-2']);
  });

  it("passes every portal service's environment through the portal's configuration check", () => {
    const fromImage = imageEnvironment(read('Dockerfile'));
    expect(fromImage).toMatchObject({ DATA_DIR: '/data', PORT: '8000' });
    const known = new Set<string>([...SETTING_NAMES, 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']);
    for (const [name, service] of portalServices) {
      const env = environmentOf(service);
      // A misspelt setting would be ignored without a word.
      expect(
        [...Object.keys(env)].filter((key) => !known.has(key)),
        name,
      ).toEqual([]);
      // The data folder is a scratch one here: the image's /data is not this machine's to create.
      const config = loadConfig({
        ...fromImage,
        ...env,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-compose-')),
      });
      expect(config, name).toMatchObject({
        databaseUrl: `postgres://portal:${example.POSTGRES_PASSWORD}@db:5432/portal`,
        jwtSecret: example.JWT_SECRET,
        publicUrl: example.PUBLIC_URL,
        migrateOnStart: false,
        smtpUrl: undefined,
        mailFrom: 'TVET Portal <no-reply@tvet.go.ug>',
        contact: { email: null, phone: null },
        s3: { bucket: 'portal-media', endpoint: 'http://minio:9000', forcePathStyle: true, region: 'us-east-1' },
      });
    }
  });

  it('gives the portal a MinIO user of its own, not the root credentials', () => {
    const portal = environmentOf(compose.services['portal-1']!);
    const minio = environmentOf(compose.services.minio!);
    expect(portal.AWS_ACCESS_KEY_ID).not.toBe(minio.MINIO_ROOT_USER);
    expect(portal.AWS_SECRET_ACCESS_KEY).not.toBe(minio.MINIO_ROOT_PASSWORD);
    const setup = [compose.services['minio-setup']!.command].flat().join(' ');
    expect(setup).toContain(`mc admin user add local ${portal.AWS_ACCESS_KEY_ID} "$MINIO_PORTAL_SECRET_KEY"`);
    expect(setup).toContain(`mc admin policy attach local portal-media --user ${portal.AWS_ACCESS_KEY_ID}`);
    const policy = JSON.parse(read('deploy/minio/portal-media-policy.json')) as { Statement: { Resource: string[] }[] };
    expect(policy.Statement.flatMap((s) => s.Resource).every((r) => r.startsWith('arn:aws:s3:::portal-media'))).toBe(
      true,
    );
  });

  it('pins every image it pulls to a version', () => {
    const pulled = services.filter(([, service]) => service.image !== portalImage);
    expect(pulled.length).toBeGreaterThan(0);
    for (const [name, service] of pulled) {
      // A release's tag (postgres:15.14, caddy:2.10.2, minio/minio:RELEASE.…) or a digest; never latest or a bare major.
      expect(service.image, name).toMatch(/^[\w./-]+(:(\d+\.\d+[\w.-]*|RELEASE\.[\w-]+)|@sha256:[0-9a-f]{64})$/);
    }
  });

  it('publishes the proxy on 80 and 443 and keeps its certificates in a volume', () => {
    const proxy = compose.services.proxy!;
    const published = (proxy.ports ?? []).map((p) => p.split(':').at(-1));
    expect(published).toEqual(expect.arrayContaining(['80', '443']));
    const mounts = (proxy.volumes ?? []).map((v) => v.split(':'));
    const dataVolume = mounts.find(([, target]) => target === '/data')?.[0];
    expect(dataVolume, 'a volume at /data').toBeDefined();
    expect(dataVolume).not.toMatch(/^[./]/);
  });

  it("hands PostgreSQL's WAL archive folder to postgres before the server starts", () => {
    const db = compose.services.db!;
    const archiveCommand = [db.command].flat().find((arg) => arg?.startsWith('archive_command='));
    const folder = /cp %p (\S+)\/%f/.exec(archiveCommand ?? '')?.[1];
    expect(folder).toBeDefined();
    expect(
      (db.volumes ?? []).some((v) => v.split(':')[1] === folder),
      'the archive folder is a volume',
    ).toBe(true);
    const entrypoint = (db.entrypoint ?? []).join(' ');
    expect(entrypoint).toContain(`chown postgres:postgres ${folder}`);
    expect(entrypoint).toContain('exec docker-entrypoint.sh "$@"');
  });

  it('archives WAL at least every 5 minutes, never overwriting a segment, restorable as the recovery plan says (issue 29)', () => {
    const settings = Object.fromEntries(
      [compose.services.db!.command]
        .flat()
        .flatMap((arg) =>
          arg?.includes('=') ? [[arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]] : [],
        ),
    );
    expect(settings).toMatchObject({ wal_level: 'replica', archive_mode: 'on' });
    // A quiet portal fills a 16 MB segment slowly: without a timeout a write could wait hours to be archived.
    expect(Number(settings.archive_timeout)).toBeGreaterThan(0);
    expect(Number(settings.archive_timeout)).toBeLessThanOrEqual(300);
    expect(settings.archive_command).toMatch(/^test ! -f (\S+)\/%f && cp %p \1\/%f$/);
    // The restore_command docs/deploy.md gives reads the same folder (src/db/point-in-time.test.ts runs the pair).
    const folder = /cp %p (\S+)\/%f/.exec(settings.archive_command ?? '')?.[1];
    expect(read('docs/deploy.md')).toContain(`restore_command = 'cp ${folder}/%f %p'`);
  });

  it("keeps a bucket's earlier versions for 30 days, and lets the portal erase a person's versions (issue 29)", () => {
    const setup = [compose.services['minio-setup']!.command].flat().join(' ');
    expect(setup).toContain('mc version enable local/portal-media');
    expect(setup).toContain('mc ilm rule import local/portal-media < /setup/portal-media-lifecycle.json');
    const lifecycle = JSON.parse(read('deploy/minio/portal-media-lifecycle.json')) as {
      Rules: Record<string, unknown>[];
    };
    expect(lifecycle.Rules).toEqual([
      expect.objectContaining({ Status: 'Enabled', NoncurrentVersionExpiration: { NoncurrentDays: 30 } }),
    ]);
    const policy = JSON.parse(read('deploy/minio/portal-media-policy.json')) as { Statement: { Action: string[] }[] };
    expect(policy.Statement.flatMap((s) => s.Action)).toEqual(
      expect.arrayContaining(['s3:ListBucketVersions', 's3:DeleteObjectVersion']),
    );
  });
});
