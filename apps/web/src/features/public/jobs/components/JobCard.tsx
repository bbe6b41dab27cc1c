import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Anchor, Skeleton } from '@/lib/ui/plain';
import type { JobCard as Job } from '@portal/contract';
import { formatDate, truncate } from '@/lib/format';
import { formatPay } from '@/lib/money';
import { CompanyLogo } from './CompanyLogo';
import classes from './JobCard.module.css';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';
import { useLookupName } from '@/lib/lookup-names';
import { contractTypesQuery } from '@/lib/lookups';

/** Where a job is: its town and district, or the district alone. */
export function jobPlace(job: Pick<Job, 'city' | 'location'>): string {
  return job.city && job.city.name !== job.location.name ? `${job.city.name}, ${job.location.name}` : job.location.name;
}

/**
 * A job card (spec 000 §2.4): title, company, contract type, pay, place, positions, posted and deadline,
 * with an optional favourite control at the foot.
 */
export function JobCard({
  job,
  favourite,
  titleMax,
  headingLevel = 3,
  compact = false,
}: {
  job: Job;
  favourite?: ReactNode;
  /** Cut the title to this many characters (the home cards: 30). */
  titleMax?: number;
  headingLevel?: 2 | 3 | 4;
  /** Fewer facts (home and related jobs). */
  compact?: boolean;
}) {
  const title = titleMax ? truncate(job.title, titleMax) : job.title;
  const contractName = useLookupName(contractTypesQuery);
  const Heading = `h${headingLevel}` as const;
  return (
    // Plain elements styled like Mantine's Card, Badge and Text: the cards are on the home page's first download.
    <article className={classes.card}>
      <div className={classes.head}>
        <CompanyLogo src={job.logo} name={job.company_name} size={48} />
        <div className={classes.titles}>
          <Heading className={classes.title}>
            <Anchor
              component={Link}
              to={`/job-detail/${job.id}`}
              underline="hover"
              c="brand.8"
              title={title === job.title ? undefined : job.title}
            >
              {title}
            </Anchor>
          </Heading>
          <p className={classes.company}>{job.company_name}</p>
        </div>
      </div>
      <div className={classes.badges}>
        {job.company_verified && (
          <span className={classes.badge} data-verified>
            {t('job.verifiedEmployer')}
          </span>
        )}
        {job.contract_type && <span className={classes.badge}>{contractName(job.contract_type.name)}</span>}
        {!job.is_open && (
          <span className={classes.badge} data-closed>
            {t('job.closed')}
          </span>
        )}
      </div>
      <dl className={classes.facts}>
        <div>
          <dt>{t('job.pay')}</dt>
          <dd>{formatPay(job.min_pay, job.max_pay)}</dd>
        </div>
        <div>
          <dt>{t('job.location')}</dt>
          <dd>{jobPlace(job)}</dd>
        </div>
        {!compact && (
          <div>
            <dt>{t('job.positions')}</dt>
            <dd>{job.available_positions}</dd>
          </div>
        )}
        <div>
          <dt>{t('job.posted')}</dt>
          <dd>{formatDate(job.posted)}</dd>
        </div>
        {!compact && (
          <div>
            <dt>{t('job.deadline')}</dt>
            <dd>{formatDate(job.submission_deadline)}</dd>
          </div>
        )}
      </dl>
      {favourite && <div className={classes.foot}>{favourite}</div>}
    </article>
  );
}

/** A grey bar exactly one line of the surrounding text high (a no-break space sizes it, not a guessed height). */
const Line = ({ width }: { width: string | number }) => <Skeleton width={width}>{'\u00a0'}</Skeleton>;

/**
 * A job card's placeholder with the card's own boxes (logo, title and company lines, badge, the facts grid
 * with its labels, the foot), so the list does not jump when the jobs arrive.
 */
export function JobCardSkeleton({ compact = false, withFoot = false }: { compact?: boolean; withFoot?: boolean }) {
  const facts = compact
    ? ['job.pay', 'job.location', 'job.posted']
    : ['job.pay', 'job.location', 'job.positions', 'job.posted', 'job.deadline'];
  return (
    <div className={classes.card} aria-hidden="true">
      <div className={classes.head}>
        <Skeleton width={48} height={48} radius="md" style={{ flex: 'none' }} />
        <div className={classes.titles}>
          <div className={classes.title}>
            <Line width="75%" />
          </div>
          <div className={classes.company}>
            <Line width="50%" />
          </div>
        </div>
      </div>
      <Skeleton height={20} width={80} radius="sm" />
      <dl className={classes.facts}>
        {facts.map((label) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>
              <Line width="80%" />
              {/* "UGX 550,000 – 1,350,000 / month" takes two lines in a card's column. */}
              {label === 'job.pay' && <Line width="40%" />}
            </dd>
          </div>
        ))}
      </dl>
      {withFoot && (
        <div className={classes.foot}>
          <Skeleton height={20} width={72} />
        </div>
      )}
    </div>
  );
}

/** Placeholders for a list of job cards, announced once as loading; other props (the list's class, data-*) go to the list. */
export function JobCardSkeletons({
  count,
  compact,
  withFoot,
  ...list
}: { count: number; compact?: boolean; withFoot?: boolean } & Omit<ComponentPropsWithoutRef<'ul'>, 'children'>) {
  return (
    <ul {...list} aria-busy="true" aria-label={t('job.loadingList')}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <JobCardSkeleton compact={compact} withFoot={withFoot} />
        </li>
      ))}
    </ul>
  );
}
