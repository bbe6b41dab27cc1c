import '@/app/styles';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { activateLanguage, languagePrefix, loadMessages, putAcceptedWordings, t, urlLanguage } from '@/lib/i18n';
import { setNavigator } from '@/lib/navigation';
import { queryClient } from '@/lib/queryClient';
import { hydrateServerState, serverRenderedState } from '@/lib/serverState';
import { getSessionSnapshot } from '@/lib/storage';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

// A server-rendered page (entry-server.tsx) carries its data; a signed-in area's page is an empty shell.
const serverState = serverRenderedState();

/**
 * Once React has taken over: the server rendered the page as a visitor sees it, so a signed-in person's copy of its
 * data (has applied, saved, their own rows) is fetched again, shown in place when it arrives. Then the document is
 * marked (`data-hydrated` on <html>), for tests and styles alike.
 */
function MarkReady() {
  useEffect(() => {
    if (serverState && getSessionSnapshot().loggedIn) void queryClient.invalidateQueries();
    document.documentElement.dataset.hydrated = '';
    // The rest of the catalogue (the server's messages, the next page's), once the page is in place; then the
    // installable app's worker, and whatever was queued offline.
    void loadMessages('pages')
      .then(() => import('@/lib/background'))
      .then((m) => m.startBackgroundWork());
  }, []);
  return null;
}

async function start(container: HTMLElement) {
  // The URL's language (`/sw/…`: docs/decisions/020), its catalogue loaded before the first render (a server-rendered
  // page links it, so it is already coming). The language menu opens another language's URL.
  const language = urlLanguage();
  const basename = languagePrefix(language) || '/';
  await activateLanguage(language);
  // The wordings the server rendered with: the first render must show the same words as the HTML.
  if (serverState?.wordings) putAcceptedWordings(serverState.wordings);
  // The app's shell (signed-in pages) is one HTML file in English: its title in the URL's language until the page
  // names itself (a server-rendered page came with its own).
  if (!serverState) document.title = t('site.title');
  if (serverState) {
    // The page's lazy modules must be in place before hydrating, or the first render would not match the HTML.
    const lazyMatches = matchRoutes(routes, window.location, basename)?.filter((m) => m.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async (m) => {
        const lazy = m.route.lazy;
        if (typeof lazy !== 'function') return;
        Object.assign(m.route, { ...(await lazy()), lazy: undefined });
      }),
    );
    hydrateServerState(queryClient, serverState.queries);
  }
  const router = createBrowserRouter(
    routes,
    serverState ? { basename, hydrationData: serverState.router } : { basename },
  );
  // Lets the API client send an expired session to /login without a page reload.
  setNavigator((to, options) => void router.navigate(to, options));
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
        <MarkReady />
      </Providers>
    </StrictMode>
  );
  if (serverState) {
    // As a transition, hydration yields to the browser between components instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

void start(root);
