import { Suspense, lazy } from 'react';
import { Container, Group, Stack } from '@/lib/ui/plain';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t, withPageMessages } from '@/lib/i18n';
import button from '@/lib/ui/Button.module.css';
import typography from '@/lib/ui/Typography.module.css';
import { Link } from '@/lib/ui/Link';

// A 404 thrown by a page is rare: its page comes in its own chunk.
const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
// A page whose code (a chunk, its CSS) could not be downloaded: offline, what is saved on the phone instead (precached
// by the worker: vite.config.ts, PRECACHED_MODULES); online, it says a new version replaced it.
const OfflinePage = lazy(() => withPageMessages(() => import('./OfflinePage')));

/** Shown when a page fails to load or render: most often a lazy chunk lost to a dropped connection. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|preload CSS/i.test(error.message)
  ) {
    return (
      <Suspense fallback={null}>
        <OfflinePage />
      </Suspense>
    );
  }

  return (
    <Container py={64}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <h1 className={typography.title}>{t('routeError.title')}</h1>
        <p className={typography.text}>{t('routeError.unexpected')}</p>
        <Group>
          <button type="button" className={button.button} onClick={() => window.location.reload()}>
            {t('common.tryAgain')}
          </button>
          <Link to="/" className={button.button} data-variant="outline" reloadDocument>
            {t('common.backHome')}
          </Link>
        </Group>
      </Stack>
    </Container>
  );
}
