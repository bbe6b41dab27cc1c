import { Suspense, lazy, useEffect, useRef } from 'react';
import { VisuallyHidden } from '@/lib/ui/plain';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PageRequest } from '@/lib/queries/prefetch';
import classes from './AppLayout.module.css';
import { ConnectionNotices } from './ConnectionNotices';
import { Header } from './Header';
import { jobGroupsQuery } from '@/features/public/jobs/api/jobGroups';
import { t } from '@/lib/i18n';

// The footer sits below every page's content: it comes in its own chunk, after what the page needs first (the server
// renders it in place all the same).
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

export function AppLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After a client-side navigation, move focus to the new content so screen readers read it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToMain')}
      </a>
      {navigation.state !== 'idle' && (
        <div className={classes.progress} role="status">
          <VisuallyHidden>{t('layout.loadingPage')}</VisuallyHidden>
        </div>
      )}
      <Header />
      <ConnectionNotices />
      <main id="main" ref={mainRef} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

// What the server fetches before it renders any page (lib/queries/prefetch.ts): the footer's towns.
AppLayout.prefetch = (_page: PageRequest, client: QueryClient) => client.prefetchQuery(jobGroupsQuery('city'));
