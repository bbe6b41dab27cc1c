import { Container, Stack, Text, Title } from '@/lib/ui/plain';
import { Outlet } from 'react-router';
import { MINISTRY_GROUP } from '@portal/contract';
import { useSession } from '@/lib/session';
import { PageLoader } from '@/lib/ui/PageLoader';
import { t } from '@/lib/i18n';

/** Layout of the Ministry's area: nobody can create this account type, so others are only told the area is not theirs. */
export function RequireMinistry() {
  const session = useSession();
  if (session.isUserLoading) return <PageLoader />;
  if (session.hasGroup(MINISTRY_GROUP)) return <Outlet />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>{t('ministry.ministryArea')}</Title>
        <Text>{t('ministry.thisAreaIsFor')}</Text>
      </Stack>
    </Container>
  );
}
