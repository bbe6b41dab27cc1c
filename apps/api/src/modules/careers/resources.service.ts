// A counsellor's career resources: public PDF documents of the information hub (spec 002: manage, create and edit
// career resource). The file travels with the write (lib/uploads): a replaced or deleted file goes after the commit.
import { and, desc, eq } from 'drizzle-orm';
import type { CareerResource, CareerResourceInput, FileLike } from '@portal/contract';
import type { Database, Executor } from '../../db/client.js';
import { careerResources } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { pageTotal } from '../../lib/listing.js';
import { isUploadedFile } from '../../lib/multipart.js';
import { offsetOf } from '../../lib/pagination.js';
import type { Storage } from '../../lib/storage.js';
import { withUploads, type Upload } from '../../lib/uploads.js';
import { presentResource } from './careers.presenter.js';
import { resourceColumns, total } from './careers.service.js';

type Ctx = { db: Database; storage: Storage; publicUrl: string };
/** Any of the resource's fields (PATCH), or all of them (PUT; the file may stay). */
export type ResourceFields = Partial<Omit<CareerResourceInput, 'upload'>> & { upload?: FileLike | undefined };

/** Public documents: served by /media to anyone, like the information hub's other files. */
const FOLDER = 'careers/resources';
const r = careerResources;

const uploadOf = (file: FileLike | undefined): Upload[] =>
  file && isUploadedFile(file) ? [{ field: 'upload', folder: FOLDER, file }] : [];

async function resourceById(ctx: { db: Executor; publicUrl: string }, id: number): Promise<CareerResource> {
  const [row] = await ctx.db.select(resourceColumns).from(r).where(eq(r.id, id));
  if (!row) throw notFound();
  return presentResource(ctx.publicUrl, row);
}

export const readResource = (ctx: Ctx, id: number) => resourceById(ctx, id);

/** Who posted a resource. */
export async function resourceOwner(db: Database, id: number): Promise<{ userId: number | null } | undefined> {
  const [row] = await db.select({ userId: r.userId }).from(r).where(eq(r.id, id));
  return row;
}

/** The caller's resources, newest first (career_resources_user_idx), one page with its total. */
export async function ownResources(ctx: Ctx, userId: number, page: number, pageSize: number) {
  const rows = await ctx.db
    .select({ ...resourceColumns, total })
    .from(r)
    .where(eq(r.userId, userId))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  return { count: pageTotal(page, rows), results: rows.map((row) => presentResource(ctx.publicUrl, row)) };
}

export async function createResource(ctx: Ctx, userId: number, input: CareerResourceInput): Promise<CareerResource> {
  return withUploads(ctx.storage, uploadOf(input.upload), async (keys) => {
    const upload = keys.get('upload');
    // The contract requires the file, so a key is always there; a JSON body cannot carry one and fails validation.
    if (!upload) throw new Error('the upload was not stored');
    const value = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(r)
        .values({ userId, title: input.title, description: input.description, upload })
        .returning({ id: r.id });
      if (!row) throw new Error('insert returned no row');
      return resourceById({ db: tx, publicUrl: ctx.publicUrl }, row.id);
    });
    return { value, replaced: [] };
  });
}

/** Changes the given fields of the caller's resource; a new file replaces the stored one after the commit. */
export async function updateResource(
  ctx: Ctx,
  id: number,
  userId: number,
  input: ResourceFields,
): Promise<CareerResource> {
  return withUploads(ctx.storage, uploadOf(input.upload), async (keys) => {
    const upload = keys.get('upload');
    return ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ upload: r.upload })
        .from(r)
        .where(and(eq(r.id, id), eq(r.userId, userId)))
        .for('update');
      if (!current) throw notFound();
      const set: Partial<typeof r.$inferInsert> = {};
      if (input.title !== undefined) set.title = input.title;
      if (input.description !== undefined) set.description = input.description;
      if (upload) set.upload = upload;
      if (Object.keys(set).length) await tx.update(r).set(set).where(eq(r.id, id));
      return {
        value: await resourceById({ db: tx, publicUrl: ctx.publicUrl }, id),
        replaced: upload ? [current.upload] : [],
      };
    });
  });
}

/** Removes the caller's resource; its file goes after the commit. */
export async function deleteResource(ctx: Ctx, id: number, userId: number): Promise<void> {
  await withUploads(ctx.storage, [], async () => {
    const [gone] = await ctx.db
      .delete(r)
      .where(and(eq(r.id, id), eq(r.userId, userId)))
      .returning({ upload: r.upload });
    if (!gone) throw notFound();
    return { value: undefined, replaced: [gone.upload] };
  });
}
