import { useRef, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@/lib/ui/plain';
import { SegmentedRadios } from '@/lib/ui/SegmentedRadios';
import { useSearchParams } from 'react-router';
import {
  LANGUAGE_NAMES,
  SUGGESTION_STATUSES,
  TRANSLATED_LANGUAGES,
  type SuggestionStatus,
  type TranslationSuggestion,
} from '@portal/contract';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import type { Column } from '@/lib/ui/DataTable';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { useDecideSuggestion, useTranslationProgress, useTranslationSuggestions } from '../api/ministry';
import { PagedList } from '../components/PagedList';
import { ReasonDialog } from '../components/ReasonDialog';
import { t, translateServerMessage } from '@/lib/i18n';

const statusLabels = (): Record<SuggestionStatus, string> => ({
  pending: t('ministry.waiting'),
  accepted: t('ministry.suggestionsAccepted'),
  rejected: t('ministry.suggestionsRejected'),
});
type Decision = { accept: boolean; suggestion: TranslationSuggestion } | null;

/**
 * /ministry/translations (issue 32): readers' better wordings for the Kiswahili and Luganda texts. Accepting one (its
 * wording editable first) shows it to every visitor and marks the message reviewed; the counts say how much is.
 */
export function TranslationsPage() {
  usePageTitle(t('sidebar.translations'));
  const heading = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const paging = useUrlPaging();
  const { page, pageSize } = paging;
  const status = SUGGESTION_STATUSES.find((s) => s === params.get('status')) ?? 'pending';
  const language = TRANSLATED_LANGUAGES.find((l) => l === params.get('language'));
  const suggestions = useTranslationSuggestions({ status, language, page, page_size: pageSize });
  const progress = useTranslationProgress();
  const decide = useDecideSuggestion();
  const [decision, setDecision] = useState<Decision>(null);
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === '' || value === 'pending') next.delete(name);
    else next.set(name, value);
    next.delete('page');
    setParams(next);
  };

  const columns: Column<TranslationSuggestion>[] = [
    {
      header: t('ministry.translationMessage'),
      cell: (s) => (
        <Stack gap={2}>
          <Text size="sm">{s.english}</Text>
          <Text size="xs" c="dimmed">
            {LANGUAGE_NAMES[s.language]} · {s.message_id}
          </Text>
        </Stack>
      ),
    },
    { header: t('ministry.currentWording'), cell: (s) => s.current },
    { header: t('ministry.suggestedWording'), cell: (s) => <Text fw={600}>{s.text}</Text> },
    { header: t('ministry.suggestedBy'), cell: (s) => `${s.suggested_by} · ${formatDate(s.created)}` },
    {
      header: t('table.actions'),
      kind: 'actions',
      cell: (s) =>
        s.status === 'pending' ? (
          <Group gap="xs">
            <Button
              size="xs"
              onClick={() => setDecision({ accept: true, suggestion: s })}
              aria-label={t('ministry.acceptWordingOf', { text: s.text })}
            >
              {t('ministry.acceptWording')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setDecision({ accept: false, suggestion: s })}
              aria-label={t('ministry.rejectWordingOf', { text: s.text })}
            >
              {t('ministry.rejectWording')}
            </Button>
          </Group>
        ) : (
          statusLabels()[s.status]
        ),
    },
  ];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} ref={heading} tabIndex={-1}>
          {t('sidebar.translations')}
        </Title>
        <Text c="dimmed">{t('ministry.translationsIntro')}</Text>
      </Stack>
      <ul aria-label={t('ministry.translationProgress')}>
        {(progress.data ?? []).map((p) => (
          <li key={p.language}>
            <Text>
              {t('ministry.reviewedOfTotal', {
                language: LANGUAGE_NAMES[p.language],
                reviewed: p.reviewed,
                total: p.total,
              })}{' '}
              {t('ministry.suggestionsWaiting', { count: p.pending_suggestions })}
            </Text>
          </li>
        ))}
      </ul>
      <Group gap="lg">
        <SegmentedRadios
          name="suggestion-status"
          label={t('ministry.whichSuggestions')}
          value={status}
          onChange={(value) => setFilter('status', value)}
          options={SUGGESTION_STATUSES.map((s) => ({ value: s, label: statusLabels()[s] }))}
        />
        <SegmentedRadios
          name="suggestion-language"
          label={t('ministry.suggestionLanguage')}
          value={language ?? ''}
          onChange={(value) => setFilter('language', value)}
          options={[
            { value: '', label: t('ministry.allLanguages') },
            ...TRANSLATED_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
          ]}
        />
      </Group>
      <PagedList
        query={suggestions}
        columns={columns}
        label={t('sidebar.translations')}
        what={t('ministry.theSuggestions')}
        paging={paging}
        focusRef={heading}
        empty={{ title: t('ministry.noSuggestions'), text: t('ministry.suggestionsAppearHere') }}
      />
      <ReasonDialog
        key={decision ? `${decision.suggestion.id}-${decision.accept}` : 'none'}
        opened={decision !== null}
        onClose={() => setDecision(null)}
        title={decision?.accept ? t('ministry.acceptThisWording') : t('ministry.rejectThisWording')}
        label={decision?.accept ? t('ministry.wordingToAccept') : t('ministry.reasonOptional')}
        initialText={decision?.accept ? decision.suggestion.text : ''}
        required={decision?.accept}
        confirmLabel={decision?.accept ? t('ministry.acceptWording') : t('ministry.rejectWording')}
        busy={decide.isPending}
        onConfirm={async (text) => {
          if (!decision) return;
          const answer = await decide.mutateAsync({ id: decision.suggestion.id, accept: decision.accept, text });
          notifySuccess(translateServerMessage(answer.detail));
        }}
      >
        {decision ? `${decision.suggestion.english} → ${decision.suggestion.current}` : ''}
      </ReasonDialog>
    </Stack>
  );
}
