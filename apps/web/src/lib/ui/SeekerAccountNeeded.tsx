import { Alert } from '@mantine/core';
import { Anchor, Stack, Text } from '@/lib/ui/plain';
import { withNext } from '../returnPath';
import { t, translateServerMessage } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/**
 * Said where applying (to a job or a competition) needs the job seeker account the user does not hold, with the way
 * to create it; `next`: where the new account leads back to (the job, its apply dialog open).
 */
export function SeekerAccountNeeded({ message, next }: { message: string; next?: string }) {
  return (
    <Alert color="blue" variant="light" p="sm" role="status">
      <Stack gap={4} align="flex-start">
        <Text size="sm">{translateServerMessage(message)}</Text>
        <Anchor component={Link} to={withNext('/become-job-seeker', next)} size="sm">
          {t('ui.createAJobSeeker')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
