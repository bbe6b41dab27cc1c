/**
 * The Ministry's calls (issue 14): insights, companies to verify, the report queue and moderation, the audit log,
 * the home page's content, the information hub's documents and the search's trade synonyms. Each write refreshes the lists it changes and the
 * public screens that show them.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type AuditEntry,
  type BackupStatus,
  type EmployerFramework,
  type ChannelFigures,
  type Insights,
  type InsightsRefresh,
  type JobReport,
  type ManagedTestimonial,
  type MinistryCompany,
  type Paged,
  type Partner,
  type Policy,
  TRANSLATION_API,
  type UssdSimulatorAnswer,
  type UssdSimulatorBody,
  type SuggestionStatus,
  type TranslatedLanguage,
  type TranslationProgress,
  type TranslationSuggestion,
  type TradeSynonymGroup,
} from '@portal/contract';
import { api, buildUrl } from '@/lib/api';
import { downloadWithAuth } from '@/lib/download';
import { sharedKeys } from '@/lib/queries/keys';

export const ministryKeys = {
  all: ['ministry'] as const,
  insights: (query: InsightsFilters) => ['ministry', 'insights', query] as const,
  channels: (query: { from?: string | undefined; to?: string | undefined }) => ['ministry', 'channels', query] as const,
  companies: (query: object) => ['ministry', 'companies', query] as const,
  reports: (query: object) => ['ministry', 'reports', query] as const,
  audit: (query: object) => ['ministry', 'audit', query] as const,
  partners: ['ministry', 'partners'] as const,
  testimonials: ['ministry', 'testimonials'] as const,
  backups: ['ministry', 'backups'] as const,
  translations: ['ministry', 'translations'] as const,
  tradeSynonyms: ['ministry', 'trade-synonyms'] as const,
};

/** The insights' filters as the page's address carries them (blank: not set). */
export interface InsightsFilters {
  from?: string;
  to?: string;
  district?: string;
  sector?: string;
}

const defined = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

export function useInsights(filters: InsightsFilters) {
  return useQuery({
    queryKey: ministryKeys.insights(filters),
    queryFn: ({ signal }) => api.get<Insights>(API.ministryInsights, { query: defined(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Sign-ups and applications by channel and the SMS sent per day, for the insights' period (issue 33). */
export function useChannelFigures(period: { from?: string | undefined; to?: string | undefined }) {
  return useQuery({
    queryKey: ministryKeys.channels(period),
    queryFn: ({ signal }) => api.get<ChannelFigures>(API.ministryChannels, { query: defined(period), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Rebuilds the summary the insights are read from (it is otherwise rebuilt every few minutes), then shows it. */
export function useRefreshInsights() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<InsightsRefresh>(API.ministryInsightsRefresh, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: [...ministryKeys.all, 'insights'] }),
  });
}

/** The CSV of the same view, saved under the server's file name. */
export const downloadInsightsCsv = (filters: InsightsFilters) =>
  downloadWithAuth(buildUrl(API.ministryInsightsCsv, defined(filters)), 'tvet-insights.csv');

interface PageQuery {
  page: number;
  page_size: number;
}

export function useMinistryCompanies(query: PageQuery & { verified?: 'true' | 'false'; search?: string }) {
  return useQuery({
    queryKey: ministryKeys.companies(query),
    queryFn: ({ signal }) => api.get<Paged<MinistryCompany>>(API.ministryCompanies, { query: defined(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetVerified() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      verified,
      registration_number,
      reason,
    }: {
      id: number;
      verified: boolean;
      registration_number?: string;
      reason?: string;
    }) =>
      verified
        ? api.post<MinistryCompany>(API.ministryCompanyVerify(id), {
            registration_number: registration_number ?? '',
          })
        : api.post<MinistryCompany>(API.ministryCompanyUnverify(id), { reason: reason ?? '' }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ministryKeys.all });
      await client.invalidateQueries({ queryKey: sharedKeys.jobs });
    },
  });
}

export function useReports(query: PageQuery & { status: JobReport['status'] }) {
  return useQuery({
    queryKey: ministryKeys.reports(query),
    queryFn: ({ signal }) => api.get<Paged<JobReport>>(API.ministryReports, { query: defined(query), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Dismiss a report, or unpublish / republish its job: each with the reason that is recorded (and, unpublishing, mailed). */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      id,
      reason,
    }: {
      action: 'dismiss' | 'unpublish' | 'republish';
      id: number;
      reason: string;
    }) =>
      action === 'dismiss'
        ? api.post<{ detail: string }>(API.ministryReportDismiss(id), { reason })
        : api.post<{ detail: string }>(API.ministryJobModeration(id, action), { reason }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ministryKeys.all });
      await client.invalidateQueries({ queryKey: sharedKeys.jobs });
    },
  });
}

export function useAuditLog(query: PageQuery & { action?: AuditEntry['action'] }) {
  return useQuery({
    queryKey: ministryKeys.audit(query),
    queryFn: ({ signal }) => api.get<Paged<AuditEntry>>(API.ministryAuditLog, { query: defined(query), signal }),
    placeholderData: keepPreviousData,
  });
}

/** The last backup the portal took (issue 29). */
export const useBackupStatus = () =>
  useQuery({
    queryKey: ministryKeys.backups,
    queryFn: ({ signal }) => api.get<BackupStatus>(API.ministryBackups, { signal }),
  });

// ---------- site content ----------

export const usePartners = () =>
  useQuery({
    queryKey: ministryKeys.partners,
    queryFn: ({ signal }) => api.get<Partner[]>(API.ministryContent('partners'), { signal }),
  });

export const useManagedTestimonials = () =>
  useQuery({
    queryKey: ministryKeys.testimonials,
    queryFn: ({ signal }) => api.get<ManagedTestimonial[]>(API.ministryContent('testimonials'), { signal }),
  });

export type PartnerValues = Pick<Partner, 'name' | 'short_name' | 'color' | 'position' | 'hidden'> & { url: string };
export type TestimonialValues = Pick<ManagedTestimonial, 'user' | 'text' | 'position' | 'hidden'>;

/** Save (create without an id, replace with one) or delete a partner or a testimonial; the home page's copies refresh. */
export function useContentWrite<Values>(kind: 'partners' | 'testimonials') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, remove }: { id?: number; values?: Values; remove?: boolean }) =>
      remove && id
        ? api.delete(API.ministryContentItem(kind, id))
        : id
          ? api.put(API.ministryContentItem(kind, id), values)
          : api.post(API.ministryContent(kind), values),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ministryKeys[kind] });
      await client.invalidateQueries({ queryKey: sharedKeys.homeContent });
    },
  });
}

// ---------- information hub documents ----------

export type DocumentKind = 'policies' | 'employer-frameworks';

/** The public lists (the information hub's own calls), read here to manage them. */
export function useDocuments(kind: DocumentKind) {
  return useQuery({
    // The information hub's own key for the same list (catalogue/api/infoHub.ts): one cache, refreshed by writes here.
    queryKey: [...sharedKeys.infoHub, kind],
    queryFn: ({ signal }) =>
      api.get<(Policy | EmployerFramework)[]>(kind === 'policies' ? API.policies : API.employerFrameworks, { signal }),
  });
}

export function useDocumentWrite(kind: DocumentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form, remove }: { id?: number; form?: FormData; remove?: boolean }) =>
      remove && id
        ? api.delete(API.ministryContentItem(kind, id))
        : id
          ? api.patch(API.ministryContentItem(kind, id), form)
          : api.post(API.ministryContent(kind), form),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: sharedKeys.infoHub });
    },
  });
}

/** Readers' suggested wordings (issue 32), and per language how many messages are reviewed. */
export function useTranslationSuggestions(
  query: PageQuery & { status: SuggestionStatus; language?: TranslatedLanguage | undefined },
) {
  return useQuery({
    queryKey: [...ministryKeys.translations, 'suggestions', query],
    queryFn: ({ signal }) =>
      api.get<Paged<TranslationSuggestion>>(TRANSLATION_API.ministrySuggestions, { query: defined(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export const useTranslationProgress = () =>
  useQuery({
    queryKey: [...ministryKeys.translations, 'progress'],
    queryFn: ({ signal }) => api.get<TranslationProgress>(TRANSLATION_API.ministryProgress, { signal }),
  });

/** Accept a suggestion (with the Ministry's edit of its wording) or reject it. */
export function useDecideSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept, text }: { id: number; accept: boolean; text?: string }) =>
      api.post<{ detail: string }>(
        TRANSLATION_API.ministryDecision(id, accept ? 'accept' : 'reject'),
        accept ? { text } : {},
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ministryKeys.all }),
  });
}

// ---------- the search's trade synonyms (issue 32) ----------

export const useTradeSynonyms = () =>
  useQuery({
    queryKey: ministryKeys.tradeSynonyms,
    queryFn: ({ signal }) => api.get<TradeSynonymGroup[]>(API.ministryContent('trade-synonyms'), { signal }),
  });

/** A group's terms as the form edits them: each language's terms in one text, between commas (the API splits it). */
export type TradeSynonymValues = { en: string; sw: string; lg: string };

/** Save (create without an id, replace with one) or delete a group of trade synonyms. */
export function useTradeSynonymWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, remove }: { id?: number; values?: TradeSynonymValues; remove?: boolean }) =>
      remove && id
        ? api.delete(API.ministryContentItem('trade-synonyms', id))
        : id
          ? api.put(API.ministryContentItem('trade-synonyms', id), values)
          : api.post(API.ministryContent('trade-synonyms'), values),
    onSuccess: () => client.invalidateQueries({ queryKey: ministryKeys.tradeSynonyms }),
  });
}

// ---------- the USSD simulator (issue 33) ----------

/** One step of a simulated USSD session: the screen the callback would answer for the inputs so far. */
export const useUssdStep = () =>
  useMutation({
    mutationFn: (step: UssdSimulatorBody) => api.post<UssdSimulatorAnswer>(API.ministryUssdSimulator, step),
  });
