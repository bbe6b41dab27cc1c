// The information hub's policy and employer-framework documents, newest first.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employerFrameworks, policies } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { presentFramework, presentPolicy } from './info-hub.presenter.js';

type Ctx = { db: Database; publicUrl: string };

const policyColumns = { id: policies.id, title: policies.title, file: policies.document };
const frameworkColumns = {
  id: employerFrameworks.id,
  title: employerFrameworks.title,
  file: employerFrameworks.upload,
};

export async function listPolicies(ctx: Ctx) {
  const rows = await ctx.db.select(policyColumns).from(policies).orderBy(desc(policies.createdAt), desc(policies.id));
  return rows.map((r) => presentPolicy(ctx.publicUrl, r));
}

export async function policyDetail(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select(policyColumns).from(policies).where(eq(policies.id, id));
  if (!row) throw notFound();
  return presentPolicy(ctx.publicUrl, row);
}

export async function listFrameworks(ctx: Ctx) {
  const rows = await ctx.db
    .select(frameworkColumns)
    .from(employerFrameworks)
    .orderBy(desc(employerFrameworks.createdAt), desc(employerFrameworks.id));
  return rows.map((r) => presentFramework(ctx.publicUrl, r));
}

export async function frameworkDetail(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select(frameworkColumns).from(employerFrameworks).where(eq(employerFrameworks.id, id));
  if (!row) throw notFound();
  return presentFramework(ctx.publicUrl, row);
}
