import { Stack, Text, Title, Button, Card } from '@/lib/ui/plain';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

interface RoleCardProps {
  title: string;
  description: string;
  createTo: string;
  /** The user already holds this role's group. */
  held: boolean;
  /** Shown under the note when the role is held (e.g. Deactivate). */
  heldAction?: ReactNode;
}

/** One account type on the pickers: Create, or a note when the user already has it. */
export function RoleCard({ title, description, createTo, held, heldAction }: RoleCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm">{description}</Text>
        </Stack>
        {held ? (
          <Stack gap="xs" align="flex-start">
            <Text fw={700} c="brand.8">
              {t('account.youAlreadyHaveThis')}
            </Text>
            {heldAction}
          </Stack>
        ) : (
          <Button component={Link} to={createTo} aria-label={t('account.createAccount', { title })}>
            {t('account.create')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
