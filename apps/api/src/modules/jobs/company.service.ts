// The company profile: creating it (which gives the Company account type), reading and changing it, deactivating
// and restoring it; and the company categories list (spec 002: company registration and profile, account pickers).
import { eq, sql } from 'drizzle-orm';
import { COMPANY_MESSAGES, EMPLOYER_MESSAGES, tooLong, type CompanyInput, type FileLike } from '@portal/contract';
import { type Database, type Executor } from '../../db/client.js';
import { c } from '../../db/aliases.js';
import { companies, companyCategories, companyCategoryLinks } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { accountRecord } from '../../lib/account-type.js';
import { lookupLinks } from '../../lib/lookup-lists.js';
import { withReplacedFile } from '../../lib/uploads.js';
import type { Storage } from '../../lib/storage.js';
import type { CompanyDb } from './company.presenter.js';

export const COMPANY_GROUP = 'Company' as const;

type Ctx = { db: Database; storage: Storage };
/** Any subset of the company's fields (PATCH), or all of them (PUT; the logo may stay). */
export type CompanyFields = Partial<Omit<CompanyInput, 'logo'>> & { logo?: FileLike | undefined };

export const categoryLinks = lookupLinks(companyCategoryLinks, 'companyId', 'categoryId', companyCategories);

/** The company as its presenter reads it (a query over `companies c`). */
export const COMPANY_COLUMNS = {
  id: c.id,
  user_id: c.userId,
  name: c.name,
  no_of_employees: c.noOfEmployees,
  address: c.address,
  logo: c.logo,
  category: categoryLinks.json(sql`c.id`),
};

const record = accountRecord(companies, COMPANY_GROUP, EMPLOYER_MESSAGES.alreadyCompany, {
  as: 'c',
  columns: COMPANY_COLUMNS,
});
/**
 * Who owns a company and whether it is active; the user's company, active or not; the caller's active company as a
 * page of at most one row (the clients read `results[0]`); a company by id.
 */
export const { owner: companyOwner, of: companyOf, ownPage: ownCompanies, byId: readCompany } = record;

export const listCategories = categoryLinks.page;

// The column holds 255 characters; the contract allows more, so the longer address is refused here, not by a 500.
const ADDRESS_MAX = 255;
function checkAddress(address: string | undefined): void {
  if (address !== undefined && address.length > ADDRESS_MAX) throw fieldError('address', tooLong(ADDRESS_MAX));
}

const setCategories = (tx: Executor, companyId: number, ids: readonly number[]) =>
  categoryLinks.replace(tx, companyId, ids, { field: 'category', message: COMPANY_MESSAGES.noSuchCategory });

/** The logo travels with the write (lib/uploads): a replaced logo goes only after the commit. */
const withLogo = <T>(
  storage: Storage,
  logo: FileLike | undefined,
  write: (key: string | null) => Promise<{ value: T; replaced: string | null }>,
) => withReplacedFile(storage, 'logos', logo, write);

/**
 * Creates the caller's company and gives them the Company group. A deactivated company is restored instead (its jobs
 * and applications were kept), with the details given now; its old logo is removed after the commit.
 */
export function createCompany(ctx: Ctx, userId: number, input: CompanyInput): Promise<CompanyDb> {
  checkAddress(input.address);
  return withLogo(ctx.storage, input.logo, async (logo) => {
    let replaced: string | null = null;
    const value = await record.create(
      ctx.db,
      userId,
      async (tx, existing) => {
        if (existing) {
          const [row] = await tx.select({ logo: companies.logo }).from(companies).where(eq(companies.id, existing.id));
          replaced = row?.logo ?? null;
        }
        return { name: input.name, noOfEmployees: input.no_of_employees, address: input.address, logo };
      },
      (tx, id) => setCategories(tx, id, input.category),
    );
    return { value, replaced };
  });
}

/** Changes the given fields of the caller's active company; a new logo replaces the stored one after the commit. */
export async function updateCompany(ctx: Ctx, id: number, userId: number, input: CompanyFields): Promise<CompanyDb> {
  checkAddress(input.address);
  return withLogo(ctx.storage, input.logo, (logo) =>
    ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ logo: companies.logo })
        .from(companies)
        .where(record.mine(id, userId))
        .for('update');
      if (!current) throw notFound();
      const set: Partial<typeof companies.$inferInsert> = {};
      if (input.name !== undefined) set.name = input.name;
      if (input.no_of_employees !== undefined) set.noOfEmployees = input.no_of_employees;
      if (input.address !== undefined) set.address = input.address;
      if (logo) set.logo = logo;
      if (Object.keys(set).length) await tx.update(companies).set(set).where(eq(companies.id, id));
      if (input.category) await setCategories(tx, id, input.category);
      return { value: await record.byId(tx, id), replaced: current.logo };
    }),
  );
}

/** Ends the Company account type: the group goes, the company's jobs leave the public lists, every row stays. */
export const deactivateCompany = (db: Database, id: number, userId: number) => record.deactivate(db, id, userId);
