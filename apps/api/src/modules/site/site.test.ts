import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildAppWithWeb, buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { dbDay, make } from '../../test/factories.js';
import { presentSitemap } from './site.presenter.js';

let t: TestContext;
const ids: Record<string, number> = {};
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  const company = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }));
  const hidden = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }), {
    deactivatedAt: new Date(),
  });
  ids.openJob = (await make.job(t.db, company)).id;
  ids.closedJob = (await make.job(t.db, company, { submissionDeadline: isoDay(-3) })).id;
  ids.hiddenJob = (await make.job(t.db, hidden)).id;
  const trainer = await make.trainer(t.db);
  ids.training = (await make.training(t.db, trainer)).id;
  ids.pastTraining = (await make.training(t.db, trainer, { date: dbDay(-2) })).id;
  const provider = await make.skillProvider(t.db);
  ids.competition = (await make.competition(t.db, provider)).id;
  ids.endedCompetition = (await make.competition(t.db, provider, { startDate: dbDay(-4), endDate: dbDay(-1) })).id;
  ids.event = (await make.careerEvent(t.db)).id;
  ids.pastEvent = (await make.careerEvent(t.db, { eventDate: dbDay(-1) })).id;
});

const get = (url: string, app: App = t.app) => app.inject({ method: 'GET', url });
const loc = (p: string) => `<loc>${PUBLIC_URL}${p}</loc>`;

describe('GET /robots.txt', () => {
  it('allows crawling, keeps crawlers out of the API and the signed-in areas, and points to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const rule of [
      '/api/',
      '/dashboard',
      '/jobs-',
      '/company-manage-job',
      '/trainer-',
      '/notification-detail/',
      '/counselling-center$',
    ]) {
      expect(lines).toContain(`Disallow: ${rule}`);
    }
    // The public lists stay crawlable.
    expect(lines.filter((l) => /^Disallow: \/(jobs|trainings|events|counselling-centers)$/.test(l))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the home and list pages and every open job, upcoming training, open competition and upcoming event', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const xml = res.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    for (const page of [
      '/',
      '/jobs',
      '/trainings',
      '/skills-competitions',
      '/events',
      '/counselling-centers',
      '/information-hub',
    ]) {
      expect(xml).toContain(loc(page));
    }
    expect(xml).toMatch(
      new RegExp(
        `${loc(`/job-detail/${ids.openJob}`)}<lastmod>\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.000Z</lastmod>`,
      ),
    );
    expect(xml).toContain(loc(`/training-detail/${ids.training}`));
    expect(xml).toContain(loc(`/competition-detail/${ids.competition}`));
    expect(xml).toContain(loc(`/event-detail/${ids.event}`));
    for (const hidden of [
      `/job-detail/${ids.closedJob}`,
      `/job-detail/${ids.hiddenJob}`,
      `/training-detail/${ids.pastTraining}`,
      `/competition-detail/${ids.endedCompetition}`,
      `/event-detail/${ids.pastEvent}`,
    ]) {
      expect(xml).not.toContain(loc(hidden));
    }
    expect(xml.match(/<url>/g)).toHaveLength(8 + 4);
  });

  it('escapes URLs for XML', () => {
    const xml = presentSitemap('https://portal.example/x?a=1&b=<2>', [{ path: "/it's", lastmod: null }]);
    expect(xml).toContain('<url><loc>https://portal.example/x?a=1&amp;b=&lt;2&gt;/it&apos;s</loc></url>');
  });

  it('stays out of the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/sitemap.xml');
    expect(Object.keys(doc.paths)).not.toContain('/robots.txt');
    expect(Object.keys(doc.paths)).toContain('/api/trainings/trainings/');
  });
});

describe('with the web app built', () => {
  let withWeb: App;
  beforeAll(async () => {
    const dist = path.join(t.mediaDir, 'web-dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>TVET Portal</title>');
    withWeb = await buildAppWithWeb(t, dist);
    await withWeb.ready();
  });
  afterAll(async () => {
    await withWeb.close();
  });

  it('answers /robots.txt and /sitemap.xml itself rather than the single-page app', async () => {
    const robots = await get('/robots.txt', withWeb);
    expect(robots.statusCode).toBe(200);
    expect(robots.body.startsWith('User-agent: *')).toBe(true);
    const sitemap = await get('/sitemap.xml', withWeb);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<urlset');
    // The catch-all still serves the app for client-side routes.
    expect((await get('/trainings', withWeb)).body).toContain('<title>TVET Portal</title>');
  });
});
