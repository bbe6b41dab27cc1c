import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { Avatar, List, Progress } from '@mantine/core';
import { Anchor, Group, Stack, Text, Title, Skeleton, Badge, Card } from '@/lib/ui/plain';
import type { JobSeeker, JobSeekerFullProfile, ProfileCompleteness } from '@portal/contract';
import { scrollToSection } from './scroll';
import { t } from '@/lib/i18n';

const STRENGTH_COLOURS: Record<ProfileCompleteness['label'], string> = {
  Weak: 'red.9',
  Average: 'orange.9',
  Good: 'brand.7',
  Excellent: 'brand.9',
};

/** How complete the profile is, as the server computes it (the dashboard's CV progress uses the same figure). */
function Strength({ completeness }: { completeness: ProfileCompleteness }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fw={700} id="profile-strength-label">
          {t('resume.profileStrength')}
        </Text>
        <Group gap={6}>
          <Text fw={700}>{completeness.percent}%</Text>
          <Badge color={STRENGTH_COLOURS[completeness.label]} variant="filled">
            {t(`resume.strength.${completeness.label}`)}
          </Badge>
        </Group>
      </Group>
      <Progress
        value={completeness.percent}
        color={STRENGTH_COLOURS[completeness.label]}
        size="lg"
        aria-label={t('resume.profileStrength')}
      />
      {completeness.pending.length > 0 && (
        <>
          <Text fw={700} mt="xs">
            {t('resume.pendingAction')}
          </Text>
          <List size="sm" spacing={4}>
            {completeness.pending.map((p) => (
              <List.Item key={p.key}>
                <Anchor
                  href={`#${p.section}`}
                  size="sm"
                  onClick={(event) => {
                    if (scrollToSection(p.section)) event.preventDefault();
                  }}
                >
                  {p.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/** The builder's header: picture, name, headline, place, contacts, profile strength and pending actions. */
export function ResumeHeader({
  profile,
  full,
  fullError,
}: {
  profile: JobSeeker;
  full: JobSeekerFullProfile | undefined;
  fullError: boolean;
}) {
  const name = full ? `${full.first_name} ${full.last_name}`.trim() : '';
  return (
    <Card withBorder radius="md" padding="lg">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Avatar
          src={full?.profile_pic ?? null}
          alt={name ? t('account.photoOf', { name }) : t('account.yourPhoto')}
          size={96}
          radius={96}
          variant="filled"
          color="brand.8"
        >
          {name ? name.slice(0, 1).toUpperCase() : null}
        </Avatar>
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Title order={1} size="h2">
            {name || t('sidebar.myResume')}
          </Title>
          {profile.head_line && <Text fw={600}>{profile.head_line}</Text>}
          <Text size="sm">
            {profile.district.name}, {profile.city.name}
          </Text>
          {full ? (
            <Stack gap={0}>
              {full.phone_number && (
                <Text size="sm">
                  {t('catalogue.phone')} <Anchor href={`tel:${full.phone_number}`}>{full.phone_number}</Anchor>
                </Text>
              )}
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('resume.email')} <Anchor href={`mailto:${full.email}`}>{full.email}</Anchor>
              </Text>
            </Stack>
          ) : (
            !fullError && <Skeleton height={14} width={200} />
          )}
        </Stack>
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          {full ? (
            <Strength completeness={full.completeness} />
          ) : fullError ? (
            <Text size="sm" c="dimmed">
              {t('resume.yourProfileStrengthCould')}
            </Text>
          ) : (
            <Stack gap="xs" role="status" aria-busy="true" aria-label={t('resume.loadingYourProfileStrength')}>
              <Skeleton height={14} width="50%" />
              <Skeleton height={12} />
            </Stack>
          )}
        </div>
      </Group>
    </Card>
  );
}
