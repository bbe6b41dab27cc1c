// The public company directory (spec 000 §2.5): active companies by name, searched or by first letter.
import { sql, type SQL } from 'drizzle-orm';
import type { CompanyCard } from '@portal/contract';
import { queryRows } from '../../db/typed-sql.js';
import { c } from '../../db/aliases.js';
import { kampalaToday } from '../../lib/dates.js';
import { invalidPage } from '../../lib/listing.js';
import { offsetOf } from '../../lib/pagination.js';
import { likeEscape } from '../../lib/text.js';
import { categoryLinks } from './company.service.js';
import type { Counted, Ctx } from './job-search.service.js';
import { presentCompanyCard } from './jobs.presenter.js';

/** A company's card (over c): its sectors and its open jobs. */
export const COMPANY_CARD_COLUMNS = {
  id: c.id,
  name: c.name,
  logo: c.logo,
  address: c.address,
  no_of_employees: c.noOfEmployees,
  category: categoryLinks.json(sql`c.id`),
  open_jobs: sql<number>`(select count(*) from jobs j where j.company_id = c.id and j.submission_deadline >= ${kampalaToday} and j.unpublished_at is null)`,
};

export async function companyDirectory(
  ctx: Ctx,
  q: { search?: string | undefined; letter?: string | undefined; page: number; page_size: number },
): Promise<Counted<CompanyCard>> {
  const where: SQL[] = [sql`c.deactivated_at is null`];
  if (q.search) where.push(sql`lower(c.name) like ${`%${likeEscape(q.search.toLowerCase())}%`}`);
  // Spelt as companies_directory_idx's key (lower() leaves digits as they are), so a letter is one index range.
  if (q.letter === '0-9') where.push(sql`lower(left(c.name, 1)) between '0' and '9'`);
  else if (q.letter) where.push(sql`lower(left(c.name, 1)) = ${q.letter.toLowerCase()}`);
  const matching = sql.join(where, sql` and `);
  // The page is read in name order and stops after itself; the total is counted apart, from
  // companies_directory_idx alone (the active companies, or one letter's), not by visiting every company's row.
  const rows = await queryRows(
    ctx.db,
    { total: sql<number>`(select count(*) from companies c where ${matching})`, ...COMPANY_CARD_COLUMNS },
    (list) => sql`
    with page as (
      select c.id
        from companies c
       where ${matching}
       order by c.name, c.id
       limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}
    )
    select ${list}
      from page p
      join companies c on c.id = p.id
     order by c.name, c.id`,
  );
  if (rows.length === 0 && q.page > 1) throw invalidPage();
  return { count: rows[0]?.total ?? 0, results: rows.map((r) => presentCompanyCard(ctx.publicUrl, r)) };
}
