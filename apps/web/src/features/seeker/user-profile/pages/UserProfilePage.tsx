import type { ReactNode } from 'react';
import { Alert, Anchor, Avatar, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { JobSeekerFullProfile } from '@portal/contract';
import { ApiError } from '@/lib/api';
import { useSessionSnapshot } from '@/lib/session';
import { usePageTitle } from '@/lib/page';
import { PageLoader } from '@/lib/ui/PageLoader';
import { useFullProfile } from '../../api/profile';
import { DownloadIcon } from '@/lib/ui/icons';
import { SectionCard } from '../../resume/components/SectionCard';
import { CertificationsView } from '../../resume/views/CertificationsView';
import { EducationView } from '../../resume/views/EducationView';
import { ExperienceView } from '../../resume/views/ExperienceView';
import { PersonalDetailsView } from '../../resume/views/PersonalDetailsView';
import { PublicationsView } from '../../resume/views/PublicationsView';
import { RecentWorksView } from '../../resume/views/RecentWorksView';
import { RefereesView } from '../../resume/views/RefereesView';
import { RichText } from '../../resume/views/RichText';
import { SkillsView } from '../../resume/views/SkillsView';
import { parseId } from '@/lib/ids';

export const USER_PROFILE_MESSAGES = {
  noId: 'No job seeker was chosen.',
  notAvailable: 'This profile is not available to you.',
  failed: 'Something went wrong. Check your network and try again.',
} as const;

function Problem({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Job seeker profile</Title>
        <Alert color="red" title={title} role="alert">
          {children}
        </Alert>
      </Stack>
    </Container>
  );
}

function Profile({ profile }: { profile: JobSeekerFullProfile }) {
  const viewer = useSessionSnapshot().user?.user_id;
  const name = `${profile.first_name} ${profile.last_name}`.trim() || profile.email;
  return (
    <Container size="lg" py="xl" px={{ base: 0, sm: 'md' }}>
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Avatar src={profile.profile_pic} alt={`Profile photo of ${name}`} size={96} radius={96} variant="filled" color="brand.8">
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
              <Title order={1} size="h2">
                {name}
              </Title>
              {profile.head_line && <Text fw={600}>{profile.head_line}</Text>}
              <Text size="sm">
                {profile.district.name}, {profile.city.name}
              </Text>
            </Stack>
            {profile.cv_upload ? (
              <Button component="a" href={profile.cv_upload} download leftSection={<DownloadIcon size={16} />}>
                DOWNLOAD CV
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                No CV attached yet.
              </Text>
            )}
          </Group>
        </Card>
        <SectionCard id="personal-details" title="Personal Details">
          <PersonalDetailsView
            profile={profile}
            notShared={!profile.share_personal_details && viewer !== profile.user}
            extra={[
              ['Email', profile.email],
              ['Phone number', profile.phone_number],
              ...(profile.alternative_contact ? ([['Alternative contact', profile.alternative_contact]] as Array<[string, string]>) : []),
              ['Gender', profile.gender],
            ]}
          />
        </SectionCard>
        <SectionCard id="resume-headline" title="Resume Headline">
          <Text>{profile.head_line || 'No headline yet.'}</Text>
        </SectionCard>
        <SectionCard id="key-skills" title="Key Skills">
          <SkillsView rows={profile.skills} />
        </SectionCard>
        <SectionCard id="employment" title="Work Experience">
          <ExperienceView rows={profile.experiences} />
        </SectionCard>
        <SectionCard id="education" title="Education History">
          <EducationView rows={profile.education} />
        </SectionCard>
        <SectionCard id="certifications" title="Certifications">
          <CertificationsView rows={profile.certifications} />
        </SectionCard>
        <SectionCard id="recent-works" title="Recent Works">
          <RecentWorksView rows={profile.recent_works} />
        </SectionCard>
        <SectionCard id="publications" title="Publications">
          <PublicationsView rows={profile.publications} />
        </SectionCard>
        <SectionCard id="referees" title="Referees">
          <RefereesView rows={profile.referees} />
        </SectionCard>
        <SectionCard id="profile-summary" title="Profile Summary">
          {profile.personal_statment ? <RichText html={profile.personal_statment} /> : <Text c="dimmed">No profile summary yet.</Text>}
        </SectionCard>
        {profile.email && (
          <Text size="sm">
            To contact {name}, write to <Anchor href={`mailto:${profile.email}`}>{profile.email}</Anchor>.
          </Text>
        )}
      </Stack>
    </Container>
  );
}

/** /user-profile?id={job_seeker_id} (spec 001 "Employer view"): a job seeker's full profile, read-only, with the CV. */
export function UserProfilePage() {
  usePageTitle('Job seeker profile');
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const profile = useFullProfile(id);

  if (id === null) return <Problem title={USER_PROFILE_MESSAGES.noId}>Open a profile from the list of people who applied to your jobs.</Problem>;
  if (profile.data) return <Profile profile={profile.data} />;
  if (profile.error) {
    const status = profile.error instanceof ApiError ? profile.error.status : 0;
    if (status === 403 || status === 404) {
      return <Problem title={USER_PROFILE_MESSAGES.notAvailable}>Employers can see the profiles of people who applied to their jobs.</Problem>;
    }
    return (
      <Problem title={USER_PROFILE_MESSAGES.failed}>
        <Button variant="default" mt="xs" onClick={() => void profile.refetch()} loading={profile.isFetching}>
          Try again
        </Button>
      </Problem>
    );
  }
  return <PageLoader label="Loading the profile…" />;
}
