/**
 * "Get alerts for this search" under the search's result count (issue 15). A visitor logs in first and comes back
 * with the dialog open (?alert=1); the dialog itself loads only when opened.
 */
import { Button } from '@/lib/ui/plain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { withNext } from '@/lib/returnPath';
import { useSession } from '@/lib/session';
import type { JobFilters } from '../filters';
import { Link } from '@/lib/ui/Link';
import { t } from '@/lib/i18n';

const JobAlertDialog = lazy(() => import('./JobAlertDialog').then((m) => ({ default: m.JobAlertDialog })));

export function JobAlertAction({ filters, suggestedName }: { filters: JobFilters; suggestedName: string }) {
  const session = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const askedForAlert = params.get('alert') === '1';

  // Back from logging in to save the alert: open the dialog once, and drop the flag so a reload does not.
  useEffect(() => {
    if (!askedForAlert || !session.isLoggedIn) return;
    const rest = new URLSearchParams(params);
    rest.delete('alert');
    setParams(rest, { replace: true, preventScrollReset: true });
    setOpened(true);
  }, [askedForAlert, session.isLoggedIn, params, setParams]);

  if (!session.isLoggedIn) {
    const back = new URLSearchParams(params);
    back.set('alert', '1');
    return (
      <Button
        component={Link}
        to={withNext('/login', `${location.pathname}?${back.toString()}`)}
        variant="light"
        size="compact-sm"
      >
        {t('jobs.getAlertsForThisSearch')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="light" size="compact-sm" onClick={() => setOpened(true)}>
        {t('jobs.getAlertsForThisSearch')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <JobAlertDialog filters={filters} suggestedName={suggestedName} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
