/**
 * The server renderer of the public pages (docs/decisions/007): the API process imports this module's build
 * (apps/web/dist-ssr/entry-server.js) and answers a public page's URL with its HTML, the data it was rendered from
 * and the router state, so the browser paints before any JavaScript and hydrates without asking again.
 *
 * Data: pages keep using their TanStack Query hooks. A page (and the layout) may say what it needs before it renders
 * (`Component.prefetch`, lib/queries/prefetch.ts: the same query options as its hooks): that is fetched first, and
 * the page renders once. Whatever a render still leaves waiting is fetched through the API in-process and the page
 * renders again, until nothing is left waiting.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { I18n, Messages } from '@lingui/core';
import { TRANSLATED_LANGUAGES, TRANSLATION_API, type TranslationOverrides } from '@portal/contract';
import { isValidElement, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '@/app/providers';
import { routes, type ServerRenderedHandle } from '@/app/router';
import { ApiError, setServerTransport, type ServerTransport } from '@/lib/api';
import { setDataSaverResolver } from '@/lib/dataSaver';
import { createI18n, LANGUAGES, languagePrefix, setI18nResolver, type Language } from '@/lib/i18n';
import { ServerHeadContext, SiteOriginContext, SITE_NAME, type ServerHead } from '@/lib/page';
import { prefetchOf } from '@/lib/queries/prefetch';
import { dehydrateForBrowser, serverStateScript } from '@/lib/serverState';

export type { ServerTransport };

/** Renders past this many rounds of data fetching give up waiting (the page then loads the rest itself). */
const MAX_DATA_ROUNDS = 4;

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      title: string;
      /** The page modules (Vite manifest keys) whose chunks and CSS the HTML should link, its catalogue included. */
      modules: string[];
      /** The page's markup (everything inside #root). */
      body: string;
      /** The script element carrying the query cache and router state; goes after #root. */
      state: string;
      /** The matched route's pattern without the language prefix (`/job-detail/:id`): what the server counts it under. */
      route: string;
    };

/**
 * The route table less the routes no server-rendered page is under (the signed-in areas, the guest-only forms):
 * matching a URL tries the table's routes one by one, each a regular expression React Router compiles anew, and a
 * router is built from the table for every page. The browser renders the same pages from the whole table: a route's
 * place in the table does not show in the markup (the pages have no loaders, so no route ids go with the HTML).
 */
function serverRenderedRoutes(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => {
    if (isServerRendered(route.handle)) return [route];
    const children = route.children ? serverRenderedRoutes(route.children) : [];
    return children.length > 0 ? [{ ...route, children } as RouteObject] : [];
  });
}

// One route handler per language: each language's pages live under its own prefix (`/sw/jobs`), React Router's
// basename, so every link a page renders stays in its language (docs/decisions/020). The server-rendered routes
// answer first; a URL they give to the catch-all (not found) is looked up in the whole table, where it may be a page
// the browser renders (/login), answered with the app's shell.
const handlers = new Map(
  LANGUAGES.map((language) => {
    const basename = languagePrefix(language) || '/';
    return [
      language,
      {
        rendered: createStaticHandler(serverRenderedRoutes(routes), { basename }),
        all: createStaticHandler(routes, { basename }),
      },
    ];
  }),
);

// Pages render in several languages at once: each render reads its own catalogue (lib/i18n), carried across its
// awaits and React's scheduled work by AsyncLocalStorage.
const renderContext = new AsyncLocalStorage<{ i18n: I18n; dataSaver: boolean }>();
// One instance per language, and per version of its accepted wordings (lib/i18n/acceptedWordings.ts): a new version
// replaces the language's older one.
const instances = new Map<Language, { version: string; i18n: Promise<I18n> }>();
const i18nFor = (language: Language, wordings: TranslationOverrides | null) => {
  const version = wordings?.version ?? '';
  let instance = instances.get(language);
  if (instance?.version !== version) {
    instance = { version, i18n: createI18n(language, wordings?.messages as Messages | undefined) };
    instances.set(language, instance);
  }
  return instance.i18n;
};

/**
 * The wordings the Ministry accepted for `language` (through the page's API transport, which keeps an answer a few
 * seconds), rendered into the page and carried to the browser with its state, so it hydrates with the same words.
 * None in English, or when they cannot be read (the page renders with the built catalogue).
 */
async function acceptedWordingsFor(language: Language, api: ServerTransport): Promise<TranslationOverrides | null> {
  const translated = TRANSLATED_LANGUAGES.find((l) => l === language);
  if (!translated) return null;
  try {
    const res = await api({ method: 'GET', url: TRANSLATION_API.overrides(translated) });
    if (res.status !== 200) return null;
    const wordings = JSON.parse(res.text) as TranslationOverrides;
    return Object.keys(wordings.messages).length ? wordings : null;
  } catch {
    return null;
  }
}
const current = () => {
  const store = renderContext.getStore();
  if (!store) throw new Error('a render setting was asked for outside a render');
  return store;
};
setI18nResolver(() => current().i18n);
setDataSaverResolver(() => current().dataSaver);

/** The visitor's settings a page renders with: their language, and whether they save data (no pictures). */
export interface RenderSettings {
  language: Language;
  dataSaver: boolean;
}

function isServerRendered(handle: unknown): handle is ServerRenderedHandle {
  return (
    typeof handle === 'object' && handle !== null && (handle as { serverRendered?: unknown }).serverRendered === true
  );
}

function newQueryClient(): QueryClient {
  // One per request. No retries: a failure shows as it would in the browser, which then tries again itself.
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
}

/** Fetches every query a render registered and left waiting; false when there was none. */
async function fetchWaitingQueries(client: QueryClient): Promise<boolean> {
  const waiting = client
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.state.status === 'pending' &&
        q.state.fetchStatus === 'idle' &&
        (q.options as { enabled?: unknown }).enabled !== false,
    );
  if (waiting.length === 0) return false;
  await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  return true;
}

/**
 * The markup of `node`, once everything in it (lazy modules included) is ready; inline scripts carry no nonce.
 * Once a process has loaded a page's lazy parts, the page renders synchronously: `renderToString` then gives the same
 * markup without the stream's encoding into bytes and back (about a tenth of a render). A boundary it had to leave
 * to the browser (`<!--$!-->`: something was still loading) means the page is rendered again by the stream, which
 * waits for it.
 */
function renderToHtml(node: ReactNode): Promise<string> {
  const html = renderToString(node);
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? renderToHtmlWhenReady(node) : Promise.resolve(html);
}

/** How React marks a Suspense boundary the server did not finish (react-dom's Fizz renderer). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

function renderToHtmlWhenReady(node: ReactNode): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A recoverable error is the browser's to retry; anything but an API answer is worth a line in the log.
        if (!(error instanceof ApiError)) console.error(error);
      },
    });
  });
}

/**
 * `url`: the path and query of the request, in its language's URLs (`/sw/jobs?page=2`); `origin`: the site's origin
 * as the browser sees it. `api`: answers the API calls the pages make, in-process and as a visitor (the server never
 * sees the browser's session). `settings`: the visitor's language (the URL's) and data saver (cookie, Save-Data).
 * Null when the URL is not a server-rendered page.
 */
export async function render(
  url: string,
  origin: string,
  api: ServerTransport,
  settings: RenderSettings,
): Promise<RenderResult | null> {
  const wordings = await acceptedWordingsFor(settings.language, api);
  const i18n = await i18nFor(settings.language, wordings);
  return renderContext.run({ i18n, dataSaver: settings.dataSaver }, () =>
    renderIn(url, origin, api, settings.language, wordings),
  );
}

async function renderIn(
  url: string,
  origin: string,
  api: ServerTransport,
  language: Language,
  wordings: TranslationOverrides | null,
): Promise<RenderResult | null> {
  setServerTransport(api);
  const forLanguage = handlers.get(language);
  if (!forLanguage) return null;
  const request = new Request(new URL(url, origin));
  let handler = forLanguage.rendered;
  let context = await handler.query(request);
  if (!(context instanceof Response) && context.matches.at(-1)?.route.path === '*') {
    handler = forLanguage.all;
    context = await handler.query(request);
  }
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', status: context.status, location } : null;
  }
  const leaf = context.matches.at(-1);
  if (!leaf || !isServerRendered(leaf.route.handle) || context.errors) return null;

  const client = newQueryClient();
  const head: ServerHead = { title: SITE_NAME };
  // One router per request, not per render: building it converts the whole route table.
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (routerContext: StaticHandlerContext): ReactNode => (
    <ServerHeadContext.Provider value={head}>
      <SiteOriginContext.Provider value={origin}>
        <Providers client={client}>
          <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
        </Providers>
      </SiteOriginContext.Provider>
    </ServerHeadContext.Provider>
  );

  // Each round renders the page whole; when it left no query waiting, its markup is the page. Otherwise the waiting
  // queries (those no prefetch named) are fetched and it renders again.
  // What the matched routes say they need is fetched first (lib/queries/prefetch.ts), so most pages render once.
  const page = { params: leaf.params, search: new URL(request.url).searchParams };
  await Promise.all(
    context.matches.map((m) => {
      const prefetch = prefetchOf(
        m.route.Component ?? (isValidElement(m.route.element) ? m.route.element.type : undefined),
      );
      return prefetch?.(page, client).catch(() => undefined);
    }),
  );
  let body = await renderToHtml(app(context));
  for (let round = 1; round <= MAX_DATA_ROUNDS && (await fetchWaitingQueries(client)); round += 1)
    body = await renderToHtml(app(context));

  const notFound =
    leaf.route.path === '*' ||
    client
      .getQueryCache()
      .getAll()
      .some((q) => q.state.error instanceof ApiError && q.state.error.status === 404);
  const modules = context.matches.flatMap((m) =>
    isServerRendered(m.route.handle) && m.route.handle.module ? [m.route.handle.module] : [],
  );
  // The footer (its own chunk, app/layout/AppLayout.tsx): its CSS inline and its chunk linked, like the page's.
  modules.push('src/app/layout/Footer.tsx');
  // The page's catalogue parts (lib/i18n): the home page's are all in the common part.
  modules.push(`src/locales/${language}/common.catalogue.js`);
  if (!leaf.route.index) modules.push(`src/locales/${language}/pages.catalogue.js`);
  const state = serverStateScript({
    queries: dehydrateForBrowser(client),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    ...(wordings && { wordings: wordings.messages as Messages }),
  });

  const route = `/${context.matches
    .map((m) => m.route.path?.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
  return { kind: 'page', status: notFound ? 404 : 200, title: head.title, modules, body, state, route };
}
