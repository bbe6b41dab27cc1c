// The insights as CSV (GET /api/ministry/insights.csv): one table per section, each under a heading row, so a
// spreadsheet opens it as it is. Withheld figures read "fewer than 5", never an empty cell that looks like zero.
import { INSIGHT_DEFINITIONS, INSIGHT_TOTALS, type Insights } from '@portal/contract';

/** RFC 4180 quoting, and a leading =, +, - or @ neutralised so a spreadsheet never runs a name as a formula. */
function cell(value: string | number | null, withheld: string): string {
  if (value === null) return withheld;
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function insightsCsv(data: Insights): string {
  const withheld = `fewer than ${data.suppressed_below}`;
  const lines: string[] = [];
  const row = (...cells: (string | number | null)[]) => lines.push(cells.map((c) => cell(c, withheld)).join(','));
  row('TVET portal labour-market insights');
  row('Period', data.period.from, data.period.to);
  row('District', data.filters.district?.name ?? 'All districts');
  row('Sector', data.filters.sector?.name ?? 'All sectors');
  row('Figures as of', data.generated_at);
  lines.push('');
  row('Figure', 'Value', 'What it counts');
  for (const key of INSIGHT_TOTALS) row(key, data.totals[key], INSIGHT_DEFINITIONS[key]);
  row(
    'time_to_first_application_days',
    data.time_to_first_application.median_days,
    `Median days from posting to the first application (${data.time_to_first_application.jobs} jobs)`,
  );
  row(
    'application_to_decision_days',
    data.application_to_decision.median_days,
    `Median days from an application to the employer's decision (${data.application_to_decision.decisions} decisions)`,
  );
  for (const [title, rows] of [
    ['By district', data.by_district],
    ['By sector', data.by_sector],
  ] as const) {
    lines.push('');
    row(title);
    row('Name', 'Jobs posted', 'Positions', 'Applications', 'Job seekers', 'Median offered pay (UGX a month)');
    for (const r of rows) row(r.name, r.jobs, r.positions, r.applications, r.seekers, r.median_pay);
  }
  lines.push('');
  row(`Over time (per ${data.period.interval})`);
  row('Starting', 'Jobs posted', 'Applications', 'New job seekers');
  for (const r of data.over_time) row(r.period, r.jobs_posted, r.applications, r.new_job_seekers);
  lines.push('');
  row('Skills', 'Open jobs asking for it', 'Job seekers listing it', 'Gap (jobs less seekers)');
  const skills = new Map([...data.skills_demand, ...data.skills_supply].map((s) => [s.skill, s]));
  for (const s of skills.values()) row(s.skill, s.jobs, s.seekers, s.gap);
  lines.push('');
  row('Highest education', 'Job seekers');
  for (const e of data.education_levels) row(e.level, e.seekers);
  return `${lines.join('\r\n')}\r\n`;
}
