import '@mantine/core/styles/Accordion.layer.css';
import type { ReactNode } from 'react';
import { Accordion, Alert } from '@mantine/core';
import { Container, Stack, Text, Title, Button, Skeleton } from '@/lib/ui/plain';
import { GROUPS, type GroupName } from '@portal/contract';
import { usePageTitle } from '@/lib/page';
import { useCurrentUser } from '@/lib/queries/currentUser';
import { LoadError } from '@/lib/ui/QueryState';
import { CompanyPanel } from '@/features/company/components/CompanyPanel';
import { CounsellorPanel } from '@/features/counsellor/components/CounsellorPanel';
import { MinistryPanel } from '@/features/ministry/components/MinistryPanel';
import { SeekerPanel } from '@/features/seeker/dashboard/components/SeekerPanel';
import { SkillsProviderPanel } from '@/features/skills-provider/components/SkillsProviderPanel';
import { TrainerPanel } from '@/features/trainer/components/TrainerPanel';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

interface Panel {
  title: string;
  content: () => ReactNode;
}

/** One collapsible panel per group held (spec 001 §Dashboard), each exported by its area's feature. */
const PANELS: Record<GroupName, Panel> = {
  JobSeeker: { title: 'account.myAccount', content: () => <SeekerPanel /> },
  Company: { title: 'sidebar.group.company', content: () => <CompanyPanel /> },
  Trainer: { title: 'sidebar.group.trainer', content: () => <TrainerPanel /> },
  SkillProvider: { title: 'sidebar.group.skillsProvider', content: () => <SkillsProviderPanel /> },
  CarrierCouncillor: { title: 'sidebar.group.careerCounsellor', content: () => <CounsellorPanel /> },
  Ministry: { title: 'sidebar.group.ministry', content: () => <MinistryPanel /> },
};

/** /dashboard (spec 001 §Dashboard): the Choose Account Type prompt, or a panel per account type held. */
export function DashboardPage() {
  usePageTitle(t('sidebar.dashboard'));
  const user = useCurrentUser();
  const held = GROUPS.filter((g) => user.data?.groups.some((x) => x.name === g));
  const name = user.data?.first_name.trim();

  return (
    <Container py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('sidebar.dashboard')}</Title>
          {name && <Text>{t('dashboard.welcome', { name })}</Text>}
        </Stack>
        {user.isPending ? (
          <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height={56} />
            <Skeleton height={200} />
          </Stack>
        ) : user.error ? (
          <LoadError error={user.error} onRetry={() => void user.refetch()} what={t('dashboard.yourAccount')} />
        ) : held.length === 0 ? (
          <Alert color="blue" title={t('dashboard.chooseType')}>
            <Stack gap="sm" align="flex-start">
              <span>{t('dashboard.chooseTypeText')}</span>
              <Button component={Link} to="/account-type-picker">
                {t('dashboard.chooseType')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Accordion multiple defaultValue={held} variant="separated" order={2} chevronPosition="right">
            {held.map((group) => (
              <Accordion.Item key={group} value={group}>
                <Accordion.Control>
                  <Text component="span" fw={700} size="lg">
                    {t(PANELS[group].title)}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>{PANELS[group].content()}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Container>
  );
}
