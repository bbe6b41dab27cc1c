import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Container, Stack, Text, Title, Card } from '@/lib/ui/plain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useNextParam } from '../returnPath';
import type { GroupName } from '@portal/contract';
import type { ReportSaveError } from '../forms/useServerForm';
import { notifySuccess } from '../notify';
import { usePageTitle } from '../page';
import { useBecomeGuard } from '../useBecomeGuard';
import { PageLoader } from './PageLoader';
import { t, translateServerMessage } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

type BecomeAccountShellProps = {
  group: GroupName;
  /** The browser tab's title and the page's heading (they differ on some pages of the spec). */
  pageTitle: string;
  heading: string;
  intro: string;
  /** The alerts of useBecomeGuard: for a visitor, and for a user who already holds the account type. */
  alerts: { loginFirst: string; alreadyHeld: string };
  /** The form's save: while it is pending or done, a just-created account must not read as "already have one". */
  save: { isPending: boolean; isSuccess: boolean };
  /** The account type's form. */
  children: ReactNode;
};

/**
 * Step 2 of 2 of every "become a …" page (/become-job-seeker, /become-company, /become-trainer, /become-skill-provider,
 * /become-career-counsellor; spec 002): public in the route table but it needs a session (useBecomeGuard), then the
 * step heading, an introduction and the account type's form in a card.
 */
export function BecomeAccountShell({
  group,
  pageTitle,
  heading,
  intro,
  alerts,
  save,
  children,
}: BecomeAccountShellProps) {
  usePageTitle(pageTitle);
  const ready = useBecomeGuard(group, alerts, save.isPending || save.isSuccess);
  if (!ready) return <PageLoader />;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={700} c="brand.8">
            {t('ui.step2Of2')}
          </Text>
          <Title order={1}>{heading}</Title>
          <Text>{intro}</Text>
        </Stack>
        <Card withBorder radius="md" padding="lg">
          {children}
        </Card>
      </Stack>
    </Container>
  );
}

/** The form's buttons on a "become a …" page: back to the account type picker (the other types' one by default), and create. */
export function BecomeAccountActions({
  submitLabel,
  loading,
  backTo = '/other-type-picker',
}: {
  submitLabel: string;
  loading: boolean;
  backTo?: string;
}) {
  return (
    <>
      <Button component={Link} to={backTo} variant="default">
        {t('counsellor.back')}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </>
  );
}

/**
 * Sends a "become a …" form: on success the type's toast and on to the dashboard (spec 002), or back to the page
 * that asked for the account (`?next=`: the job being applied to); on failure the messages beside the fields.
 */
export function useBecomeSave<Variables>(
  save: UseMutationResult<unknown, unknown, Variables>,
  messages: { done: string; failed: string },
) {
  const navigate = useNavigate();
  const next = useNextParam();
  return (variables: Variables, report: ReportSaveError) =>
    save.mutate(variables, {
      onSuccess: () => {
        notifySuccess(messages.done);
        void navigate(next ?? '/dashboard');
      },
      onError: (error) => report(error, messages.failed),
    });
}

type SaveAccount = UseMutationResult<unknown, unknown, { id: number | null; body: FormData }>;

interface BecomeAccountPageDefinition {
  group: GroupName;
  /** The save of the account type's record: a POST creates it, or restores a deactivated one. */
  useSave: () => SaveAccount;
  /** The browser tab's title, the page's heading and the create button's label. */
  titles: { pageTitle: string; heading: string; submitLabel: string };
  intro: string;
  /** The guard's alerts and the save's toasts. */
  messages: { loginFirst: string; alreadyHeld: string; done: string; failed: string };
  /** The account type's form, given how to send its multipart body, its buttons and the save. */
  form: (submit: (body: FormData, report: ReportSaveError) => void, actions: ReactNode, save: SaveAccount) => ReactNode;
}

/** A provider's "become a …" page (company, trainer, skills provider, career counsellor): the shell around its form. */
export function becomeAccountPage({ group, useSave, titles, intro, messages, form }: BecomeAccountPageDefinition) {
  return function BecomeAccountPage() {
    const save = useSave();
    // Written in English in each feature's definition; shown in the reader's language (server: keys).
    const shown = {
      loginFirst: translateServerMessage(messages.loginFirst),
      alreadyHeld: translateServerMessage(messages.alreadyHeld),
      done: translateServerMessage(messages.done),
      failed: translateServerMessage(messages.failed),
    };
    const submit = useBecomeSave(save, shown);
    return (
      <BecomeAccountShell
        group={group}
        save={save}
        alerts={shown}
        pageTitle={translateServerMessage(titles.pageTitle)}
        heading={translateServerMessage(titles.heading)}
        intro={translateServerMessage(intro)}
      >
        {form(
          (body, report) => submit({ id: null, body }, report),
          <BecomeAccountActions submitLabel={translateServerMessage(titles.submitLabel)} loading={save.isPending} />,
          save,
        )}
      </BecomeAccountShell>
    );
  };
}
