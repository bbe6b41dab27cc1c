// What the ministry publishes (issue 14): the home page's partners and testimonials, and the information hub's
// policies and employer frameworks (PDFs, checked by content like every upload). Each change is audited.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FileLike, ManagedTestimonial, Partner } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { employerFrameworks, partners, policies, profiles, testimonials } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/auth.js';
import { notFound } from '../../lib/errors.js';
import { mediaUrl, type Storage } from '../../lib/storage.js';
import { withReplacedFile, withUploads } from '../../lib/uploads.js';
import { isUploadedFile } from '../../lib/multipart.js';
import { presentFramework, presentPolicy } from './info-hub.presenter.js';
import { recordAudit } from './ministry.access.js';

type Ctx = { db: Database; storage: Storage; publicUrl: string };

// ---------- partners ----------

type PartnerInput = {
  name: string;
  short_name: string;
  color: string;
  url?: string | undefined;
  position: number;
  hidden: boolean;
};

const presentPartner = (r: typeof partners.$inferSelect): Partner => ({
  id: r.id,
  name: r.name,
  short_name: r.shortName,
  color: r.color,
  url: r.url,
  position: r.position,
  hidden: r.hidden,
  example: r.example,
});

/** Every partner for the ministry; the visible ones only for the home page. In the ministry's order. */
export async function listPartners(db: Database, { visibleOnly }: { visibleOnly: boolean }): Promise<Partner[]> {
  const rows = await db
    .select()
    .from(partners)
    .where(visibleOnly ? eq(partners.hidden, false) : undefined)
    .orderBy(asc(partners.position), asc(partners.id));
  return rows.map(presentPartner);
}

const partnerColumns = (input: PartnerInput) => ({
  name: input.name,
  shortName: input.short_name,
  color: input.color.toLowerCase(),
  url: input.url ?? null,
  position: input.position,
  hidden: input.hidden,
});

export async function createPartner(db: Database, actor: AuthUser, input: PartnerInput): Promise<Partner> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(partners).values(partnerColumns(input)).returning();
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, actor, {
      action: 'create_partner',
      targetType: 'partner',
      targetId: row.id,
      target: `Partner ${row.id}: ${row.name}`,
    });
    return presentPartner(row);
  });
}

/** A change by the ministry makes the partner real: it is no longer marked as the demo's example. */
export async function updatePartner(db: Database, actor: AuthUser, id: number, input: PartnerInput): Promise<Partner> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(partners)
      .set({ ...partnerColumns(input), example: false })
      .where(eq(partners.id, id))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      action: 'update_partner',
      targetType: 'partner',
      targetId: id,
      target: `Partner ${id}: ${row.name}`,
    });
    return presentPartner(row);
  });
}

export async function deletePartner(db: Database, actor: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(partners).where(eq(partners.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      action: 'delete_partner',
      targetType: 'partner',
      targetId: id,
      target: `Partner ${id}: ${row.name}`,
    });
  });
}

// ---------- testimonials ----------

type TestimonialInput = { user: string; text: string; position: number; hidden: boolean };

const testimonialColumns = {
  id: testimonials.id,
  user: testimonials.user,
  text: testimonials.text,
  picture: sql<string | null>`coalesce(${testimonials.userProfilePic}, ${profiles.profilePic})`,
  position: testimonials.position,
  hidden: testimonials.hidden,
  created: testimonials.createdAt,
};

type TestimonialRow = {
  id: number;
  user: string;
  text: string;
  picture: string | null;
  position: number;
  hidden: boolean;
  created: Date;
};

const presentTestimonial = (publicUrl: string, r: TestimonialRow): ManagedTestimonial => ({
  id: r.id,
  user: r.user,
  text: r.text,
  picture: mediaUrl(publicUrl, r.picture),
  position: r.position,
  hidden: r.hidden,
  created: r.created.toISOString(),
});

async function testimonialById(db: Database, publicUrl: string, id: number) {
  const [row] = await db
    .select(testimonialColumns)
    .from(testimonials)
    .leftJoin(profiles, eq(profiles.userId, testimonials.userId))
    .where(eq(testimonials.id, id));
  if (!row) throw notFound();
  return presentTestimonial(publicUrl, row);
}

export async function listManagedTestimonials(ctx: Ctx): Promise<ManagedTestimonial[]> {
  const rows = await ctx.db
    .select(testimonialColumns)
    .from(testimonials)
    .leftJoin(profiles, eq(profiles.userId, testimonials.userId))
    .orderBy(asc(testimonials.position), desc(testimonials.createdAt), desc(testimonials.id));
  return rows.map((r) => presentTestimonial(ctx.publicUrl, r));
}

export async function createTestimonial(
  ctx: Ctx,
  actor: AuthUser,
  input: TestimonialInput,
): Promise<ManagedTestimonial> {
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(testimonials).values(input).returning({ id: testimonials.id });
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, actor, {
      action: 'create_testimonial',
      targetType: 'testimonial',
      targetId: row.id,
      target: `Testimonial ${row.id} by ${input.user}`,
    });
    return row.id;
  });
  return testimonialById(ctx.db, ctx.publicUrl, id);
}

export async function updateTestimonial(
  ctx: Ctx,
  actor: AuthUser,
  id: number,
  input: TestimonialInput,
): Promise<ManagedTestimonial> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(testimonials)
      .set(input)
      .where(eq(testimonials.id, id))
      .returning({ id: testimonials.id });
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      action: 'update_testimonial',
      targetType: 'testimonial',
      targetId: id,
      target: `Testimonial ${id} by ${input.user}`,
    });
  });
  return testimonialById(ctx.db, ctx.publicUrl, id);
}

export async function deleteTestimonial(ctx: Ctx, actor: AuthUser, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      action: 'delete_testimonial',
      targetType: 'testimonial',
      targetId: id,
      target: `Testimonial ${id} by ${row.user}`,
    });
  });
}

// ---------- information hub documents ----------

export type DocumentKind = 'policy' | 'framework';

/** The two document tables behind one interface: their file column is named differently (document / upload). */
const DOCUMENTS = {
  policy: { table: policies, file: policies.document, label: 'Policy', folder: 'policies', present: presentPolicy },
  framework: {
    table: employerFrameworks,
    file: employerFrameworks.upload,
    label: 'Employer framework',
    folder: 'frameworks',
    present: presentFramework,
  },
} as const;

export async function publishDocument(
  ctx: Ctx,
  actor: AuthUser,
  kind: DocumentKind,
  input: { title: string; file: FileLike },
) {
  const d = DOCUMENTS[kind];
  const uploads = isUploadedFile(input.file) ? [{ field: 'file', folder: d.folder, file: input.file }] : [];
  return withUploads(ctx.storage, uploads, async (keys) => {
    const key = keys.get('file');
    if (!key) throw new Error('the document upload was not stored');
    const value = await ctx.db.transaction(async (tx) => {
      const [row] =
        kind === 'policy'
          ? await tx
              .insert(policies)
              .values({ title: input.title, document: key, createdBy: actor.id })
              .returning({ id: policies.id, title: policies.title, file: policies.document })
          : await tx
              .insert(employerFrameworks)
              .values({ title: input.title, upload: key, createdBy: actor.id })
              .returning({
                id: employerFrameworks.id,
                title: employerFrameworks.title,
                file: employerFrameworks.upload,
              });
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, actor, {
        action: 'publish_document',
        targetType: kind,
        targetId: row.id,
        target: `${d.label} ${row.id}: ${row.title}`,
      });
      return d.present(ctx.publicUrl, row);
    });
    return { value, replaced: [] };
  });
}

/** A new title, and a new PDF that replaces the old one (the old file goes after the change commits). */
export async function replaceDocument(
  ctx: Ctx,
  actor: AuthUser,
  kind: DocumentKind,
  id: number,
  input: { title?: string | undefined; file?: FileLike | undefined },
) {
  const d = DOCUMENTS[kind];
  return withReplacedFile(ctx.storage, d.folder, input.file, async (key) =>
    ctx.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ title: d.table.title, file: d.file })
        .from(d.table)
        .where(eq(d.table.id, id))
        .for('update');
      if (!old) throw notFound();
      const title = input.title ?? old.title;
      const [row] =
        kind === 'policy'
          ? await tx
              .update(policies)
              .set({ title, document: key ?? old.file })
              .where(eq(policies.id, id))
              .returning({ id: policies.id, title: policies.title, file: policies.document })
          : await tx
              .update(employerFrameworks)
              .set({ title, upload: key ?? old.file })
              .where(eq(employerFrameworks.id, id))
              .returning({
                id: employerFrameworks.id,
                title: employerFrameworks.title,
                file: employerFrameworks.upload,
              });
      if (!row) throw notFound();
      await recordAudit(tx, actor, {
        action: 'replace_document',
        targetType: kind,
        targetId: id,
        target: `${d.label} ${id}: ${row.title}`,
        reason: key ? 'New file' : 'New title',
      });
      return { value: d.present(ctx.publicUrl, row), replaced: old.file };
    }),
  );
}

/** Withdraws the document: the row and, once that commits, its file. */
export async function withdrawDocument(
  ctx: Ctx,
  actor: AuthUser,
  kind: DocumentKind,
  id: number,
  reason: string,
): Promise<void> {
  const d = DOCUMENTS[kind];
  await withUploads(ctx.storage, [], async () => {
    const file = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(d.table)
        .where(eq(d.table.id, id))
        .returning({ title: d.table.title, file: d.file });
      if (!row) throw notFound();
      await recordAudit(tx, actor, {
        action: 'withdraw_document',
        targetType: kind,
        targetId: id,
        target: `${d.label} ${id}: ${row.title}`,
        reason,
      });
      return row.file;
    });
    return { value: undefined, replaced: [file] };
  });
}
