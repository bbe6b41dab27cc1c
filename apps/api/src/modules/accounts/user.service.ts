// The user's own record: what /api/account/user/ shows, the basic information, the profile picture, the language.
import { eq } from 'drizzle-orm';
import type { Language } from '@portal/contract';
import type { Database, Executor } from '../../db/client.js';
import { favoriteJobs, groups, profiles, userGroups, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { newKey } from '../../lib/storage.js';
import type { Ctx } from './account.service.js';
import { presentUser } from './account.presenter.js';

export async function groupNames(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: groups.name })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId))
    .orderBy(groups.name);
  return rows.map((r) => r.name);
}

export async function userDetail(ctx: Ctx, userId: number) {
  const [row] = await ctx.db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  const [groupList, favourites] = await Promise.all([
    groupNames(ctx.db, userId),
    ctx.db
      .select({ id: favoriteJobs.id, job: favoriteJobs.jobId })
      .from(favoriteJobs)
      .where(eq(favoriteJobs.userId, userId))
      .orderBy(favoriteJobs.id),
  ]);
  return presentUser(ctx.publicUrl, row.user, row.profile, groupList, favourites);
}

/** PATCH: only the fields given change (DRF's partial update); an empty alternative contact clears it. */
export async function updateBasicInfo(
  ctx: Ctx,
  userId: number,
  input: {
    first_name?: string;
    last_name?: string;
    'profile.gender'?: 'Male' | 'Female';
    'profile.phone_number'?: string;
    'profile.alternative_contact'?: string | undefined;
  },
) {
  const userFields = { firstName: input.first_name, lastName: input.last_name };
  const profileFields = {
    gender: input['profile.gender'],
    phoneNumber: input['profile.phone_number'],
    alternativeContact:
      input['profile.alternative_contact'] === undefined ? undefined : input['profile.alternative_contact'] || null,
  };
  const given = <T extends object>(fields: T) =>
    Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
  await ctx.db.transaction(async (tx) => {
    const changedUser = given(userFields);
    const changedProfile = given(profileFields);
    if (Object.keys(changedUser).length > 0) await tx.update(users).set(changedUser).where(eq(users.id, userId));
    if (Object.keys(changedProfile).length > 0)
      await tx.update(profiles).set(changedProfile).where(eq(profiles.userId, userId));
  });
  return userDetail(ctx, userId);
}

export async function profileOwner(
  db: Database,
  profileId: number,
): Promise<{ userId: number; profilePic: string | null } | null> {
  const [row] = await db
    .select({ userId: profiles.userId, profilePic: profiles.profilePic })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row ?? null;
}

export async function updateProfilePic(ctx: Ctx, profileId: number, previous: string | null, file: UploadedFile) {
  const key = newKey('profile-pics', file.type);
  await ctx.storage.put(key, file.data, file.type);
  const [row] = await ctx.db.update(profiles).set({ profilePic: key }).where(eq(profiles.id, profileId)).returning();
  if (previous) await ctx.storage.delete(previous).catch(() => undefined);
  return { id: profileId, profile_pic: row?.profilePic ? `${ctx.publicUrl}/media/${row.profilePic}` : null };
}

/** The language the person reads the portal in; their mails follow it. */
export async function setLanguage(ctx: Ctx, userId: number, language: Language): Promise<void> {
  await ctx.db.update(users).set({ language }).where(eq(users.id, userId));
}
