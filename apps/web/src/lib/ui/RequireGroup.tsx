import type { ReactNode } from 'react';
import { Container, Stack, Text, Title, Button, Card } from '@/lib/ui/plain';
import { Outlet } from 'react-router';
import type { GroupName } from '@portal/contract';
import { useSession } from '../session';
import { PageLoader } from './PageLoader';
import { t, translateServerMessage } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

interface AccountTypeArea {
  group: GroupName;
  /** The account type as people read it ("Career Counsellor"). */
  label: string;
  /** Who the area is for and what the account type lets them do. */
  text: string;
  /** Its "become a …" page. */
  createTo: string;
}

/** The layout of a provider area (also usable around one page): a user without the account type is offered to create one instead of a broken page. */
export function requireGroup(area: AccountTypeArea) {
  return function RequireAccountType({ children }: { children?: ReactNode }) {
    return <RequireGroup {...area}>{children}</RequireGroup>;
  };
}

function RequireGroup({
  group,
  label: englishLabel,
  text,
  createTo,
  children,
}: AccountTypeArea & { children?: ReactNode }) {
  const label = translateServerMessage(englishLabel);
  const session = useSession();
  if (session.isUserLoading) return <PageLoader />;
  if (session.hasGroup(group)) return children ?? <Outlet />;
  return (
    <Container size="sm" py="xl">
      <Card withBorder padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            {t('ui.accountNeeded', { label })}
          </Title>
          <Text>{translateServerMessage(text)}</Text>
          <Button component={Link} to={createTo}>
            {t('ui.createAAccount', { label })}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
