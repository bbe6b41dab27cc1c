/**
 * What a page never opened on this phone shows offline (issue 32): its chunk could not be loaded, so instead of an
 * error it says the page is not saved here and lists what is, read from the service worker's caches (src/sw.ts):
 * the person's saved jobs, applications and notifications, the jobs they opened and the pages they loaded.
 * Precached with the shell (vite.config.ts, PRECACHED_MODULES): it must open with no connection at all.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { API, splitLanguagePath } from '@portal/contract';
import { Container, Stack } from '@/lib/ui/plain';
import { t } from '@/lib/i18n';
import { OFFLINE_COPY_HEADER, PAGES_CACHE, PUBLIC_API_CACHE, SIGNED_IN_CACHE } from '@/lib/offlineCaches';
import { usePageTitle } from '@/lib/page';
import button from '@/lib/ui/Button.module.css';
import { Link } from '@/lib/ui/Link';
import typography from '@/lib/ui/Typography.module.css';

interface SavedPage {
  /** The app's path, without the language's prefix. */
  path: string;
  label: string;
}

interface SavedOnPhone {
  /** The person's own lists whose answers are kept: saved jobs, applications, notifications. */
  own: SavedPage[];
  jobs: SavedPage[];
  pages: SavedPage[];
}

/** At most this many jobs and pages are listed (the caches keep more). */
const LISTED = 12;
const JOB_ANSWER = /^\/api\/employer\/jobs\/(\d+)\/$/;

/** The person's lists, by the API answer that fills each page. */
const OWN_LISTS: ReadonlyArray<{ api: string; path: string; label: () => string }> = [
  { api: API.favoriteJobs, path: '/favorite-jobs', label: () => t('offline.savedJobs') },
  { api: API.jobApplications, path: '/jobs-applied-job', label: () => t('offline.applications') },
  { api: API.notifications, path: '/jobs-alerts', label: () => t('offline.notifications') },
];

async function keysOf(name: string): Promise<readonly Request[]> {
  return (await caches.has(name)) ? (await caches.open(name)).keys() : [];
}

/** A kept page's title: its <title> less the site's name (server-rendered pages have their own), else its path. */
async function titleOf(response: Response | undefined, path: string): Promise<string> {
  const html = response ? await response.text() : '';
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.split(' | ')[0]?.trim();
  const site = t('site.title');
  return title && title !== site ? decodeEntities(title) : path;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decodeEntities = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** What the caches hold that opens offline, except `currentPath` (the page that could not). */
async function savedOnPhone(currentPath: string): Promise<SavedOnPhone> {
  const [signedIn, publicApi, pages] = await Promise.all([
    keysOf(SIGNED_IN_CACHE),
    keysOf(PUBLIC_API_CACHE),
    keysOf(PAGES_CACHE),
  ]);
  const signedInPaths = new Set(signedIn.map((r) => new URL(r.url).pathname));
  const own = OWN_LISTS.filter((list) => signedInPaths.has(list.api)).map((list) => ({
    path: list.path,
    label: list.label(),
  }));

  const jobs = new Map<string, SavedPage>();
  for (const [name, keys] of [
    [SIGNED_IN_CACHE, signedIn],
    [PUBLIC_API_CACHE, publicApi],
  ] as const) {
    const cache = await caches.open(name);
    for (const request of [...keys].reverse()) {
      const id = JOB_ANSWER.exec(new URL(request.url).pathname)?.[1];
      const path = `/job-detail/${id}`;
      if (!id || jobs.has(path) || jobs.size >= LISTED) continue;
      const job = (await (await cache.match(request))?.json().catch(() => null)) as { title?: unknown } | null;
      if (typeof job?.title === 'string') jobs.set(path, { path, label: job.title });
    }
  }

  const opened = new Map<string, SavedPage>();
  const pagesCache = await caches.open(PAGES_CACHE);
  for (const request of [...pages].reverse()) {
    const url = new URL(request.url);
    const path = splitLanguagePath(url.pathname).path + url.search;
    if (path === currentPath || jobs.has(path) || opened.has(path) || opened.size >= LISTED) continue;
    if (own.some((o) => o.path === path)) continue;
    opened.set(path, { path, label: await titleOf(await pagesCache.match(request), path) });
  }
  return { own, jobs: [...jobs.values()], pages: [...opened.values()] };
}

function SavedList({ heading, items }: { heading: string; items: SavedPage[] }) {
  if (items.length === 0) return null;
  return (
    <section style={{ width: '100%' }}>
      <h2 className={typography.title} style={{ fontSize: '1.125rem' }}>
        {heading}
      </h2>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {items.map((item) => (
          <li key={item.path} style={{ minHeight: 44, display: 'list-item' }}>
            <Link to={item.path} style={{ display: 'inline-block', paddingBlock: 10 }}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

// The default export: React's lazy() takes it as it is (src/app/pages/RouteErrorPage.tsx).
export default function OfflinePage() {
  usePageTitle(t('offline.notSavedTitle'));
  const { pathname, search } = useLocation();
  const path = pathname + search;
  const [saved, setSaved] = useState<SavedOnPhone | null>(null);
  useEffect(() => {
    if (typeof caches === 'undefined') return setSaved({ own: [], jobs: [], pages: [] });
    let live = true;
    savedOnPhone(path).then(
      (found) => live && setSaved(found),
      () => live && setSaved({ own: [], jobs: [], pages: [] }),
    );
    return () => {
      live = false;
    };
  }, [path]);
  // The connection may be there after all (the browser's flag is not to be trusted after a navigation offline): then
  // the page's code is gone with a new version, and a reload brings it.
  const [online, setOnline] = useState(false);
  useEffect(() => {
    let live = true;
    fetch(API.health, { cache: 'no-store' }).then(
      (res) => live && setOnline(res.ok && !res.headers.has(OFFLINE_COPY_HEADER)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const nothing = saved !== null && saved.own.length + saved.jobs.length + saved.pages.length === 0;

  return (
    <Container py={48} size="sm">
      <Stack gap="md" data-testid="offline-page">
        <h1 className={typography.title}>{online ? t('routeError.title') : t('offline.notSavedTitle')}</h1>
        <p className={typography.text}>{online ? t('routeError.chunk') : t('offline.notSavedText')}</p>
        {saved && !online && (
          <>
            <p className={typography.text}>{nothing ? t('offline.nothingSaved') : t('offline.savedHere')}</p>
            <SavedList heading={t('offline.yours')} items={saved.own} />
            <SavedList heading={t('offline.jobsOpened')} items={saved.jobs} />
            <SavedList heading={t('offline.pagesOpened')} items={saved.pages} />
          </>
        )}
        <div>
          <button type="button" className={button.button} onClick={() => window.location.reload()}>
            {t('common.tryAgain')}
          </button>
        </div>
      </Stack>
    </Container>
  );
}
