import type { ReactNode } from 'react';
import { Avatar } from '@mantine/core';
import { Anchor, Group, Stack, Text, Title, Badge, Card } from '@/lib/ui/plain';
import type { SeekerCard as SeekerCardPerson } from '@portal/contract';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/** The read-only profile a company may open (an applicant's, or a suggested candidate's). */
export const seekerProfilePath = (jobSeekerId: number) => `/user-profile?id=${jobSeekerId}`;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The person's picture, name (linking to their profile), headline, place and skills; `children` add the list's own lines, `actions` its buttons. */
export function SeekerCard({
  person,
  badge,
  children,
  actions,
}: {
  person: SeekerCardPerson;
  badge?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}) {
  const headingId = `seeker-${person.job_seeker_id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Avatar src={person.profile_pic} alt="" size={56} radius="xl">
              {initialsOf(person.name)}
            </Avatar>
            {/* A long word ("administration") breaks rather than being cut when the badge leaves the text little room. */}
            <Stack gap={2} style={{ minWidth: 0, flex: 1, overflowWrap: 'break-word' }}>
              <Title order={2} size="h5" id={headingId}>
                <Anchor component={Link} to={seekerProfilePath(person.job_seeker_id)}>
                  {person.name}
                </Anchor>
              </Title>
              {person.head_line && (
                <Text size="sm" lineClamp={2}>
                  {person.head_line}
                </Text>
              )}
              <Text size="sm">
                {person.city.name}, {person.district.name}
              </Text>
            </Stack>
            {badge}
          </Group>
          {person.skills.length > 0 && (
            <Group gap={4} aria-label={t('company.skills')}>
              {person.skills.slice(0, 8).map((s) => (
                <Badge key={s} variant="outline" color="brand.8" tt="none">
                  {s}
                </Badge>
              ))}
            </Group>
          )}
          {children}
        </Stack>
        {actions}
      </Stack>
    </Card>
  );
}
