import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@mantine/core';
import { Container, Stack, Text, Title, Skeleton, Card } from '@/lib/ui/plain';
import type { ReportSaveError } from '../forms/useServerForm';
import { notifySuccess } from '../notify';
import { usePageTitle } from '../page';
import { BackLink, PageHeading } from './PageHeading';
import { LoadError } from './QueryState';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';
import { useLookupNamesLoading, type TranslatedListQuery } from '../lookup-names';

type ProfileQuery<T> = { isPending: boolean; error: Error | null; data: T | null | undefined; refetch: () => unknown };

type AccountProfileShellProps<T> = {
  /** The tab's title and the page heading. */
  title: string;
  back: { to: string; label: string };
  /** The caller's own record of the account type (null when they have none). */
  query: ProfileQuery<T>;
  /** "your company": the object of the load error's message. */
  what: string;
  /** For a user without the account type: the sentence and the page that creates one. */
  missing: { text: string; to: string; label: string };
  size?: 'sm' | 'md';
  /** The lookup list whose names the record shows: fetched beside the record, and waited for (lib/lookup-names). */
  names?: TranslatedListQuery;
  children: (record: T) => ReactNode;
};

/**
 * The "… profile" pages of the provider account types (/company-profile, /trainer-profile, /skill-provider-profile):
 * heading with the way back, the loading, error and "no account yet" states, then the page's own details and form.
 */
export function AccountProfileShell<T>({
  title,
  back,
  query,
  what,
  missing,
  size = 'md',
  names,
  children,
}: AccountProfileShellProps<T>) {
  usePageTitle(title);
  const namesLoading = useLookupNamesLoading(names);
  return (
    <Container size={size} py="xl">
      <Stack gap="lg">
        <PageHeading title={title}>
          <BackLink {...back} />
        </PageHeading>
        {query.isPending || namesLoading ? (
          <Card withBorder padding="lg" role="status" aria-busy="true" aria-label={t('counsellor.loading')}>
            <Stack>
              <Skeleton height={18} width="60%" />
              <Skeleton height={12} width="40%" />
              <Skeleton height={36} />
            </Stack>
          </Card>
        ) : query.error ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} what={what} />
        ) : query.data ? (
          children(query.data)
        ) : (
          <Card withBorder padding="lg">
            <Stack gap="sm" align="flex-start">
              <Text>{missing.text}</Text>
              <Button component={Link} to={missing.to}>
                {missing.label}
              </Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}

/**
 * Saves a "… profile" form: the toast, then `version` changes so the form (keyed by it) starts again from the saved
 * values; a failure goes beside the fields.
 */
export function useProfileSave<Variables>(
  save: UseMutationResult<unknown, unknown, Variables>,
  messages: { done: string; failed: string },
) {
  const [version, setVersion] = useState(0);
  const submit = (variables: Variables, report: ReportSaveError) =>
    save.mutate(variables, {
      onSuccess: () => {
        notifySuccess(messages.done);
        setVersion((v) => v + 1);
      },
      onError: (error) => report(error, messages.failed),
    });
  const saveButton = (
    <Button type="submit" loading={save.isPending}>
      {t('counsellor.saveChanges')}
    </Button>
  );
  return { version, submit, saveButton };
}

/** The card that holds a profile's form, titled for screen readers. */
export function ProfileEditCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} id={id} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** "Address: Plot 4, …": a labelled line of a profile's details, line breaks kept. */
export function ProfileFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      <Text span fw={700}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}
