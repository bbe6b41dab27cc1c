import { Suspense, lazy } from 'react';
import { Container, Group, Stack } from '@/lib/ui/plain';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from '@/lib/i18n';
import button from '@/lib/ui/Button.module.css';
import typography from '@/lib/ui/Typography.module.css';
import { Link } from '@/lib/ui/Link';

// A 404 thrown by a page is rare: its page comes in its own chunk.
const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

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
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);

  return (
    <Container py={64}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <h1 className={typography.title}>{t('routeError.title')}</h1>
        <p className={typography.text}>{chunkFailed ? t('routeError.chunk') : t('routeError.unexpected')}</p>
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
