import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { JobCard as Job } from '@portal/contract';
import { formatDate, truncate } from '../../../../lib/format';
import { cardPay } from '../pay';
import { CompanyLogo } from './CompanyLogo';
import classes from './JobCard.module.css';

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
  const Heading = `h${headingLevel}` as const;
  return (
    <Card component="article" withBorder padding="md" radius="md" className={classes.card}>
      <div className={classes.head}>
        <CompanyLogo src={job.logo} name={job.company_name} size={48} />
        <div className={classes.titles}>
          <Heading className={classes.title}>
            <Anchor component={Link} to={`/job-detail/${job.id}`} underline="hover" c="brand.8" title={title === job.title ? undefined : job.title}>
              {title}
            </Anchor>
          </Heading>
          <Text size="sm">{job.company_name}</Text>
        </div>
      </div>
      <Group gap={6}>
        {job.contract_type && (
          <Badge variant="outline" color="brand.8" radius="sm">
            {job.contract_type.name}
          </Badge>
        )}
        {!job.is_open && (
          <Badge variant="filled" color="gray.7" radius="sm">
            Closed
          </Badge>
        )}
      </Group>
      <dl className={classes.facts}>
        <div>
          <dt>Pay</dt>
          <dd>{cardPay(job.min_pay, job.max_pay)}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{jobPlace(job)}</dd>
        </div>
        {!compact && (
          <div>
            <dt>Positions</dt>
            <dd>{job.available_positions}</dd>
          </div>
        )}
        <div>
          <dt>Posted</dt>
          <dd>{formatDate(job.posted)}</dd>
        </div>
        {!compact && (
          <div>
            <dt>Deadline</dt>
            <dd>{formatDate(job.submission_deadline)}</dd>
          </div>
        )}
      </dl>
      {favourite && <div className={classes.foot}>{favourite}</div>}
    </Card>
  );
}
