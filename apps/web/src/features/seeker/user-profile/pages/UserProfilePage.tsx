import type { ReactNode } from 'react';
import { Alert, Avatar, Container, Button } from '@mantine/core';
import { Anchor, Group, Stack, Text, Title, Card } from '@/lib/ui/plain';
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
import { t, translateServerMessage, english } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';

export const USER_PROFILE_MESSAGES = {
  noId: english('No job seeker was chosen.'),
  notAvailable: english('This profile is not available to you.'),
  failed: english('Something went wrong. Check your network and try again.'),
} as const;

function Problem({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('seeker.jobSeekerProfile')}</Title>
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
            <Avatar
              src={profile.profile_pic}
              alt={t('account.photoOf', { name })}
              size={96}
              radius={96}
              variant="filled"
              color="brand.8"
            >
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
                {t('seeker.downloadCv')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t('seeker.noCvAttachedYet')}
              </Text>
            )}
          </Group>
        </Card>
        <SectionCard id="personal-details" title={t('resume.personalDetails')}>
          <PersonalDetailsView
            profile={profile}
            notShared={!profile.share_personal_details && viewer !== profile.user}
            extra={[
              [t('account.email'), profile.email],
              [t('seeker.phoneNumber2'), profile.phone_number],
              ...(profile.alternative_contact
                ? ([[t('seeker.alternativeContact'), profile.alternative_contact]] as Array<[string, string]>)
                : []),
              [
                t('seeker.gender'),
                profile.gender === 'Male'
                  ? t('seeker.male')
                  : profile.gender === 'Female'
                    ? t('seeker.female')
                    : profile.gender,
              ],
            ]}
          />
        </SectionCard>
        <SectionCard id="resume-headline" title={t('resume.resumeHeadline2')}>
          <Text>{profile.head_line || t('seeker.noHeadlineYet')}</Text>
        </SectionCard>
        <SectionCard id="key-skills" title={t('resume.keySkills')}>
          <SkillsView rows={profile.skills} />
        </SectionCard>
        <SectionCard id="employment" title={t('resume.workExperience')}>
          <ExperienceView rows={profile.experiences} />
        </SectionCard>
        <SectionCard id="education" title={t('resume.educationHistory')}>
          <EducationView rows={profile.education} />
        </SectionCard>
        <SectionCard id="certifications" title={t('resume.certifications')}>
          <CertificationsView rows={profile.certifications} />
        </SectionCard>
        <SectionCard id="recent-works" title={t('resume.recentWorks')}>
          <RecentWorksView rows={profile.recent_works} />
        </SectionCard>
        <SectionCard id="publications" title={t('resume.publications')}>
          <PublicationsView rows={profile.publications} />
        </SectionCard>
        <SectionCard id="referees" title={t('resume.referees')}>
          <RefereesView rows={profile.referees} />
        </SectionCard>
        <SectionCard id="profile-summary" title={t('resume.profileSummary2')}>
          {profile.personal_statment ? (
            <RichText html={profile.personal_statment} />
          ) : (
            <Text c="dimmed">{t('seeker.noProfileSummaryYet')}</Text>
          )}
        </SectionCard>
        {profile.email && (
          <Text size="sm">
            <Message
              id="seeker.toContactWrite"
              values={{ name }}
              elements={{ email: <Anchor href={`mailto:${profile.email}`}>{profile.email}</Anchor> }}
            />
          </Text>
        )}
      </Stack>
    </Container>
  );
}

/** /user-profile?id={job_seeker_id} (spec 001 "Employer view"): a job seeker's full profile, read-only, with the CV. */
export function UserProfilePage() {
  usePageTitle(t('seeker.jobSeekerProfile'));
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const profile = useFullProfile(id);

  if (id === null)
    return <Problem title={translateServerMessage(USER_PROFILE_MESSAGES.noId)}>{t('seeker.openAProfileFrom')}</Problem>;
  if (profile.data) return <Profile profile={profile.data} />;
  if (profile.error) {
    const status = profile.error instanceof ApiError ? profile.error.status : 0;
    if (status === 403 || status === 404) {
      return (
        <Problem title={translateServerMessage(USER_PROFILE_MESSAGES.notAvailable)}>
          {t('seeker.employersCanSeeThe')}
        </Problem>
      );
    }
    return (
      <Problem title={translateServerMessage(USER_PROFILE_MESSAGES.failed)}>
        <Button variant="default" mt="xs" onClick={() => void profile.refetch()} loading={profile.isFetching}>
          {t('common.tryAgain')}
        </Button>
      </Problem>
    );
  }
  return <PageLoader label={t('seeker.loadingTheProfile')} />;
}
