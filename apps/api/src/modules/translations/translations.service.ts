// Readers' suggestions for the web app's wordings, the Ministry's decisions on them, and the accepted wordings every
// visitor's app puts over its built catalogues (issue 32, docs/decisions/029).
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  TRANSLATED_LANGUAGES,
  TRANSLATION_MESSAGES,
  type SuggestionStatus,
  type TranslatedLanguage,
  type TranslationOverrides,
  type TranslationProgress,
  type TranslationSuggestion,
  type TranslationSuggestionBody,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { translationOverrides, translationSuggestions, users } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/auth.js';
import { badRequest, fieldError, notFound } from '../../lib/errors.js';
import { invalidPage } from '../../lib/listing.js';
import { recordAudit } from '../ministry/index.js';
import { catalogueIds, catalogueMessage, compiled, keepsPlaceholders, reviewedInCatalogue } from './catalogue.js';

/** The message a suggestion names, or a 400 on `field`: it must be in the catalogue and keep its placeholders. */
function checkedWording(language: TranslatedLanguage, messageId: string, text: string, field: string) {
  const message = catalogueMessage(language, messageId);
  if (!message) throw fieldError('message_id', TRANSLATION_MESSAGES.unknownMessage);
  if (!keepsPlaceholders(text, message.english)) throw fieldError(field, TRANSLATION_MESSAGES.placeholders);
  return message;
}

export async function suggest(db: Database, userId: number, body: TranslationSuggestionBody): Promise<void> {
  checkedWording(body.language, body.message_id, body.text, 'text');
  await db.insert(translationSuggestions).values({
    messageId: body.message_id,
    language: body.language,
    text: body.text,
    suggestedBy: userId,
  });
}

/** The accepted wordings of `language`, compiled; the version is their digest, so it changes with any of them. */
export async function overrides(db: Database, language: TranslatedLanguage): Promise<TranslationOverrides> {
  const rows = await db
    .select({ id: translationOverrides.messageId, text: translationOverrides.text })
    .from(translationOverrides)
    .where(eq(translationOverrides.language, language))
    .orderBy(asc(translationOverrides.messageId));
  // A wording of a message the catalogues no longer have (removed by a later release) is left out.
  const current = rows.filter((r) => catalogueMessage(language, r.id));
  const version = createHash('sha256')
    .update(JSON.stringify(current.map((r) => [r.id, r.text])))
    .digest('base64url')
    .slice(0, 16);
  const messages: TranslationOverrides['messages'] = {};
  for (const r of current) messages[r.id] = compiled(r.text) as string | unknown[];
  return { language, version, messages };
}

const suggester = alias(users, 'suggester');
const reviewer = alias(users, 'reviewer');
/** A person's name as the Ministry reads it: first and last name, else the e-mail address. */
const personName = (u: typeof suggester | typeof reviewer) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), ${u.email}, '')`;

export async function suggestionList(
  db: Database,
  q: { status: SuggestionStatus; language?: TranslatedLanguage | undefined; page: number; page_size: number },
): Promise<{ count: number; results: TranslationSuggestion[] }> {
  const s = translationSuggestions;
  const where = and(eq(s.status, q.status), q.language ? eq(s.language, q.language) : undefined);
  const rows = await db
    .select({
      total: sql<number>`count(*) over ()::int`,
      id: s.id,
      messageId: s.messageId,
      language: s.language,
      text: s.text,
      status: s.status,
      created: s.created,
      reviewedAt: s.reviewedAt,
      suggestedBy: sql<string | null>`${personName(suggester)}`,
      reviewedBy: sql<string | null>`case when ${s.reviewedBy} is null then null else ${personName(reviewer)} end`,
      current: translationOverrides.text,
    })
    .from(s)
    .leftJoin(suggester, eq(suggester.id, s.suggestedBy))
    .leftJoin(reviewer, eq(reviewer.id, s.reviewedBy))
    .leftJoin(
      translationOverrides,
      and(eq(translationOverrides.language, s.language), eq(translationOverrides.messageId, s.messageId)),
    )
    .where(where)
    // The queue oldest first; decided ones newest first.
    .orderBy(...(q.status === 'pending' ? [asc(s.created), asc(s.id)] : [desc(s.reviewedAt), desc(s.id)]))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  if (rows.length === 0 && q.page > 1) throw invalidPage();
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map((r) => {
      const message = catalogueMessage(r.language, r.messageId);
      return {
        id: r.id,
        message_id: r.messageId,
        language: r.language,
        part: message?.part ?? '',
        english: message?.english ?? '',
        current: r.current ?? message?.built ?? '',
        text: r.text,
        status: r.status,
        suggested_by: r.suggestedBy ?? '',
        created: new Date(r.created).toISOString(),
        reviewed_by: r.reviewedBy,
        reviewed_at: r.reviewedAt ? new Date(r.reviewedAt).toISOString() : null,
      };
    }),
  };
}

/**
 * Accepts (with the Ministry's edit, if any) or rejects a pending suggestion, in one transaction with its audit
 * record; an accepted wording replaces the message's for every visitor and marks the message reviewed.
 */
export async function decide(
  db: Database,
  actor: AuthUser,
  id: number,
  decision: { accept: true; text?: string | undefined } | { accept: false; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(translationSuggestions).where(eq(translationSuggestions.id, id)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'pending') throw badRequest({ non_field_errors: [TRANSLATION_MESSAGES.alreadyDecided] });
    const text = decision.accept ? (decision.text ?? row.text) : row.text;
    if (decision.accept) {
      checkedWording(row.language, row.messageId, text, 'text');
      await tx
        .insert(translationOverrides)
        .values({ language: row.language, messageId: row.messageId, text, acceptedBy: actor.id })
        .onConflictDoUpdate({
          target: [translationOverrides.language, translationOverrides.messageId],
          set: { text, acceptedBy: actor.id, updated: sql`now()` },
        });
    }
    await tx
      .update(translationSuggestions)
      .set({
        status: decision.accept ? 'accepted' : 'rejected',
        reviewedBy: actor.id,
        reviewedAt: sql`now()`,
        // What was accepted, the Ministry's edit included.
        text,
      })
      .where(eq(translationSuggestions.id, id));
    await recordAudit(tx, actor, {
      action: decision.accept ? 'accept_translation' : 'reject_translation',
      targetType: 'translation',
      targetId: id,
      target: `${row.language} ${row.messageId}: ${text}`,
      reason: decision.accept ? '' : decision.reason,
    });
  });
}

/** Per language: the catalogue's messages, how many are reviewed (by the status file or an accepted wording), pending suggestions. */
export async function progress(db: Database): Promise<TranslationProgress> {
  const [accepted, pending] = await Promise.all([
    db
      .select({ language: translationOverrides.language, id: translationOverrides.messageId })
      .from(translationOverrides),
    db
      .select({ language: translationSuggestions.language, n: count() })
      .from(translationSuggestions)
      .where(eq(translationSuggestions.status, 'pending'))
      .groupBy(translationSuggestions.language),
  ]);
  return TRANSLATED_LANGUAGES.map((language) => {
    const reviewed = reviewedInCatalogue(language);
    for (const row of accepted)
      if (row.language === language && catalogueMessage(language, row.id)) reviewed.add(row.id);
    return {
      language,
      total: catalogueIds(language).length,
      reviewed: reviewed.size,
      pending_suggestions: pending.find((p) => p.language === language)?.n ?? 0,
    };
  });
}
