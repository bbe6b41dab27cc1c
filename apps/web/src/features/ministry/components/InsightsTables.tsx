/**
 * The insights as tables: the charts' alternative for screen readers and anyone who would rather read (under each
 * chart), and the whole of the printable report. DataTable: stacked cards on a phone, like every list.
 */
import type { ReactNode } from 'react';
import { Stack, Text } from '@/lib/ui/plain';
import type { Insights, InsightsBreakdownRow, InsightsSkillRow } from '@portal/contract';
import { formatUgx } from '@/lib/money';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { countText, peopleText } from './insightsView';
import { t } from '@/lib/i18n';

type Row = { id: number; cells: ReactNode[] };

/** A captioned table from a header row and rows of cells. */
function FigureTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  const columns: Column<Row>[] = head.map((header, i) => ({ header, cell: (r) => r.cells[i], nowrap: i > 0 }));
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {caption}
      </Text>
      {rows.length ? (
        <DataTable rows={rows.map((cells, id) => ({ id, cells }))} columns={columns} label={caption} />
      ) : (
        <Text size="sm">{t('ministry.noFiguresForThis')}</Text>
      )}
    </Stack>
  );
}

export function BreakdownTable({
  caption,
  rows,
  below,
}: {
  caption: string;
  rows: InsightsBreakdownRow[];
  below: number;
}) {
  return (
    <FigureTable
      caption={caption}
      head={[
        t('ministry.name'),
        t('ministry.jobsPosted'),
        t('job.positions'),
        t('ministry.applications'),
        t('ministry.jobSeekers'),
        t('ministry.medianPayAMonth'),
      ]}
      rows={rows.map((r) => [
        r.name,
        countText(r.jobs),
        countText(r.positions),
        peopleText(r.applications, below),
        peopleText(r.seekers, below),
        r.median_pay === null ? t('ministry.notStated') : formatUgx(r.median_pay),
      ])}
    />
  );
}

export function OverTimeTable({ data }: { data: Insights }) {
  const below = data.suppressed_below;
  return (
    <FigureTable
      caption={t('ministry.per', { interval: data.period.interval })}
      head={[
        data.period.interval === 'week' ? t('ministry.weekStarting') : t('ministry.monthStarting'),
        t('ministry.jobsPosted'),
        t('ministry.applications'),
        t('ministry.newJobSeekers'),
      ]}
      rows={data.over_time.map((p) => [
        p.period,
        countText(p.jobs_posted),
        peopleText(p.applications, below),
        peopleText(p.new_job_seekers, below),
      ])}
    />
  );
}

export function SkillsTable({ caption, rows, below }: { caption: string; rows: InsightsSkillRow[]; below: number }) {
  return (
    <FigureTable
      caption={caption}
      head={[
        t('company.skill'),
        t('ministry.openJobsAsking'),
        t('ministry.jobSeekersListingIt'),
        t('ministry.gapJobsLessSeekers'),
      ]}
      rows={rows.map((s) => [
        s.skill,
        countText(s.jobs),
        peopleText(s.seekers, below),
        s.gap === null ? '—' : countText(s.gap),
      ])}
    />
  );
}

export function EducationTable({ data }: { data: Insights }) {
  return (
    <FigureTable
      caption={t('ministry.jobSeekersByThe')}
      head={[t('ministry.highestEducation'), t('ministry.jobSeekers')]}
      rows={data.education_levels.map((e) => [e.level, peopleText(e.seekers, data.suppressed_below)])}
    />
  );
}
