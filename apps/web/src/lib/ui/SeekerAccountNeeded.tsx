import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Said where applying (to a job or a competition) needs the job seeker account the user does not hold, with the way to create it. */
export function SeekerAccountNeeded({ message }: { message: string }) {
  return (
    <Alert color="blue" variant="light" p="sm" role="status">
      <Stack gap={4} align="flex-start">
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to="/become-job-seeker" size="sm">
          Create a job seeker account
        </Anchor>
      </Stack>
    </Alert>
  );
}
