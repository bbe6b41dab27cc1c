import '@mantine/core/styles/Typography.layer.css';
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import type { ReportJob as ReportJobButton } from '../components/ReportJob';
import {
  Anchor,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Button,
  Skeleton,
  Badge,
  Typography,
} from '@/lib/ui/plain';
import { Columns } from '@/lib/ui/Columns';
import { useParams } from 'react-router';
import { FEE_WARNING, JOB_MESSAGES, type JobDetail } from '@portal/contract';
import { ApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { usePageTitle, useSiteOrigin } from '@/lib/page';
import { useSession } from '@/lib/session';
import { LoadError } from '@/lib/ui/QueryState';
import { useFavourites } from '../api/favourites';
import { jobQuery, useJob } from '../api/job';
import { relatedJobsQuery, useRelatedJobs } from '../api/jobs';
import type { PageRequest } from '@/lib/queries/prefetch';
import type { QueryClient } from '@tanstack/react-query';
import { parseId } from '@/lib/ids';
import { useLookupName } from '@/lib/lookup-names';
import { prefetchLookupNames } from '@/lib/queries/prefetch';
import { contractTypesQuery, functionalAreasQuery, jobCategoriesQuery } from '@/lib/lookups';
import { ApplyAction } from '../components/ApplyAction';
import { CompanyLogo } from '../components/CompanyLogo';
import { FavouriteCheckbox } from '../components/FavouriteCheckbox';
import { JobCard, JobCardSkeletons, jobPlace } from '../components/JobCard';
import { PageBanner } from '../components/PageBanner';
import { jobPostingJsonLd, scriptJson } from '../jsonLd';
import { formatPay } from '@/lib/money';
import classes from './JobDetailPage.module.css';
import { t, translateServerMessage } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

// The report dialog (a modal and a radio group) loads after the job has rendered.
// Reporting needs the connection: when its chunk cannot be fetched (offline, never opened online), the page goes on
// without the button instead of failing whole (until the page is loaded again).
const NoReportButton: ComponentType<ComponentProps<typeof ReportJobButton>> = () => null;
const ReportJob = lazy(() =>
  import('../components/ReportJob').then(
    (m) => ({ default: m.ReportJob }),
    () => ({ default: NoReportButton }),
  ),
);

function Section({ id, title, html }: { id: string; title: string; html: string }) {
  if (!html.trim()) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} fz="xl" mb="sm">
        {title}
      </Title>
      {/* Rich text sanitised by the server when it was written (allow-list), so it is safe to render. */}
      <Typography dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function JobSummary({ job }: { job: JobDetail }) {
  const contractName = useLookupName(contractTypesQuery);
  const categoryName = useLookupName(jobCategoriesQuery);
  const areaName = useLookupName(functionalAreasQuery);
  return (
    <Paper component="section" aria-labelledby="job-summary-heading" withBorder p="md" radius="md">
      <Title order={2} id="job-summary-heading" fz="lg" mb="md">
        {t('jobDetail.summary')}
      </Title>
      <dl className={classes.summary}>
        <Fact label={t('jobDetail.salary')}>{formatPay(job.min_pay, job.max_pay)}</Fact>
        <Fact label={t('jobDetail.positions')}>{job.available_positions}</Fact>
        <Fact label={t('job.posted')}>{formatDate(job.posted)}</Fact>
        <Fact label={t('job.deadline')}>{formatDate(job.submission_deadline)}</Fact>
        <Fact label={t('jobDetail.company')}>
          <Anchor component={Link} to={`/jobs?company=${job.company}`}>
            {job.company_name}
          </Anchor>
        </Fact>
        {job.company_address && <Fact label={t('jobDetail.companyAddress')}>{job.company_address}</Fact>}
        <Fact label={t('job.location')}>{jobPlace(job)}</Fact>
        {job.contract_type && <Fact label={t('jobDetail.contractType')}>{contractName(job.contract_type.name)}</Fact>}
        <Fact label={t('search.category')}>{categoryName(job.job_category.name)}</Fact>
        <Fact label={t('jobDetail.functionalArea')}>{areaName(job.function_area.name)}</Fact>
      </dl>
    </Paper>
  );
}

function RelatedJobs({ job }: { job: JobDetail }) {
  const related = useRelatedJobs(job.id, job.job_category.id);
  if (related.isPending) {
    return (
      <div aria-busy="true" aria-label={t('jobDetail.loadingRelated')}>
        {/* The height of the "Related Jobs" heading. */}
        <Skeleton height={27} width={160} mb="md" />
        <JobCardSkeletons count={4} compact className={classes.related} />
      </div>
    );
  }
  // A failed side list is not worth an error box next to the job itself.
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-jobs-heading">
      <Title order={2} id="related-jobs-heading" fz="xl" mb="md">
        {t('jobDetail.related')}
      </Title>
      <ul className={classes.related}>
        {related.data.map((r) => (
          <li key={r.id}>
            <JobCard job={r} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}

function NotFound() {
  return (
    <Container py="xl">
      <Stack align="flex-start" gap="md">
        <Title order={1}>{t('jobDetail.notFound')}</Title>
        <Text>{translateServerMessage(JOB_MESSAGES.noSuchJob)}</Text>
        <Button component={Link} to="/jobs">
          {t('jobs.browse')}
        </Button>
      </Stack>
    </Container>
  );
}

/** A grey bar one line of the surrounding text high (a no-break space sizes it). */
const Line = ({ width }: { width: string | number }) => <Skeleton width={width}>{'\u00a0'}</Skeleton>;

/** The job's page in outline, box for box (logo, title, company, pay, buttons, text; the summary beside), so it does not jump when the job arrives. */
function DetailSkeleton() {
  return (
    <Columns role="status" aria-busy="true" aria-label={t('common.loading')}>
      <div>
        <Stack gap="lg">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <Skeleton width={72} height={72} radius="md" style={{ flex: 'none' }} />
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <div className={classes.title}>
                <Line width="70%" />
              </div>
              <Line width="60%" />
              <Line width="40%" />
            </Stack>
          </Group>
          <Group gap="lg" align="center">
            <Skeleton height={42} width={200} />
            <Skeleton height={20} width={72} />
          </Group>
          {/* About a description's height: the footer stays below the fold until the job arrives. */}
          <Skeleton height={480} />
        </Stack>
      </div>
      <div>
        <Skeleton height={600} radius="md" />
      </div>
    </Columns>
  );
}

/** /job-detail/{id} (spec 000 §2.5). */
export function JobDetailPage() {
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  const job = useJob(id);
  const session = useSession();
  const favourites = useFavourites();
  usePageTitle(job.data?.title ?? t('jobDetail.title'));
  const origin = useSiteOrigin();

  if (id === null || (job.error instanceof ApiError && job.error.status === 404)) return <NotFound />;

  const data = job.data;
  return (
    <>
      <PageBanner title={t('jobDetail.title')} as="p" />
      <Container py="xl" className={classes.withApplyBar}>
        {job.isPending ? (
          <DetailSkeleton />
        ) : !data ? (
          <LoadError error={job.error} onRetry={() => void job.refetch()} what={t('jobDetail.thisJob')} />
        ) : (
          <Stack gap="xl">
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{ __html: scriptJson(jobPostingJsonLd(data, origin)) }}
            />
            <Columns>
              <div>
                <Stack gap="lg">
                  <Group wrap="nowrap" align="flex-start" gap="md">
                    <CompanyLogo src={data.logo} name={data.company_name} size={72} eager />
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <h1 className={classes.title}>{data.title}</h1>
                      <Text>
                        {data.company_name} · {jobPlace(data)}
                      </Text>
                      {data.company_verified && (
                        <Badge color="teal" variant="light" w="fit-content">
                          {t('job.verifiedEmployer')}
                        </Badge>
                      )}
                      <Text fw={700} c="brand.8">
                        {formatPay(data.min_pay, data.max_pay)}
                      </Text>
                    </Stack>
                  </Group>
                  {data.unpublished_reason !== null && (
                    <Alert color="red" title={t('jobDetail.takenDown')}>
                      {t('jobDetail.takenDownText', { reason: data.unpublished_reason })}
                    </Alert>
                  )}
                  {data.fee_warning && (
                    <Alert color="yellow" title={t('jobDetail.beCareful')}>
                      {translateServerMessage(FEE_WARNING)}
                    </Alert>
                  )}
                  <Group
                    gap="lg"
                    align="center"
                    className={data.is_open && !data.has_applied ? classes.applyBar : undefined}
                  >
                    <ApplyAction job={data} isLoggedIn={session.isLoggedIn} />
                    <FavouriteCheckbox
                      job={data.id}
                      title={data.title}
                      favourites={favourites}
                      fallback={data.is_favourite}
                      favouriteId={data.favourite_id}
                    />
                  </Group>
                  <Section id="job-description" title={t('jobDetail.description')} html={data.description} />
                  <Section id="job-qualifications" title={t('jobDetail.qualifications')} html={data.qualifications} />
                  <Section id="job-how-to-apply" title={t('jobDetail.howToApply')} html={data.application_procedure} />
                  <Suspense fallback={null}>
                    <ReportJob jobId={data.id} title={data.title} isLoggedIn={session.isLoggedIn} />
                  </Suspense>
                </Stack>
              </div>
              <div>
                <JobSummary job={data} />
              </div>
            </Columns>
            <RelatedJobs job={data} />
            <Anchor component={Link} to="/jobs">
              {t('jobDetail.back')}
            </Anchor>
          </Stack>
        )}
      </Container>
    </>
  );
}

// What the server fetches before it renders the page (lib/queries/prefetch.ts): the job, then the others of its category.
JobDetailPage.prefetch = async ({ params }: PageRequest, client: QueryClient) => {
  const id = parseId(params.id);
  if (id === null) return;
  const [job] = await Promise.all([
    client.fetchQuery(jobQuery(id)).catch(() => undefined),
    prefetchLookupNames(client, contractTypesQuery, jobCategoriesQuery, functionalAreasQuery),
  ]);
  if (job) await client.prefetchQuery(relatedJobsQuery(job.id, job.job_category.id));
};
