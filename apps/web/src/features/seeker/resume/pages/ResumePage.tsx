import { useEffect, useRef } from 'react';
import { Alert, Box, Grid, Container } from '@mantine/core';
import { Stack, Text, Title, Button } from '@/lib/ui/plain';
import { useLocation } from 'react-router';
import type { JobSeeker } from '@portal/contract';
import { usePageTitle } from '@/lib/page';
import { PageLoader } from '@/lib/ui/PageLoader';
import { LoadError } from '@/lib/ui/QueryState';
import { certificationsApi } from '../../api/certifications';
import { educationApi } from '../../api/education';
import { experienceApi } from '../../api/experience';
import { useFullProfile, useMyJobSeeker } from '../../api/profile';
import { publicationsApi } from '../../api/publications';
import { recentWorksApi } from '../../api/recentWorks';
import { refereesApi } from '../../api/referees';
import { skillsApi } from '../../api/skills';
import { ResumeHeader } from '../components/ResumeHeader';
import { scrollToSection } from '../components/scroll';
import { SectionJumpMenu, SectionNav } from '../components/SectionNav';
import { AttachResumeSection } from '../sections/AttachResumeSection';
import { CertificationsSection } from '../sections/CertificationsSection';
import { EducationSection } from '../sections/EducationSection';
import { ExperienceSection } from '../sections/ExperienceSection';
import { HeadlineSection } from '../sections/HeadlineSection';
import { PersonalDetailsSection } from '../sections/PersonalDetailsSection';
import { PublicationsSection } from '../sections/PublicationsSection';
import { RecentWorksSection } from '../sections/RecentWorksSection';
import { RefereesSection } from '../sections/RefereesSection';
import { SkillsSection } from '../sections/SkillsSection';
import { SummarySection } from '../sections/SummarySection';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/** Once every section has loaded (so nothing moves any more), go to the section the address names. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash || done.current === hash) return;
    done.current = hash;
    scrollToSection(decodeURIComponent(hash.slice(1)), { animate: false });
  }, [ready, hash]);
}

function Builder({ profile }: { profile: JobSeeker }) {
  const full = useFullProfile(profile.id);
  // The sections read the same cached queries; here they only tell when the page has its final height.
  const lists = [
    skillsApi.useRows(),
    experienceApi.useRows(),
    educationApi.useRows(),
    certificationsApi.useRows(),
    recentWorksApi.useRows(),
    publicationsApi.useRows(),
    refereesApi.useRows(),
  ];
  useScrollToHash(lists.every((q) => !q.isPending));

  return (
    // The account layout already pads the page; a phone keeps its width for the content.
    <Container size="xl" py="xl" px={{ base: 0, sm: 'md' }}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 3 }} visibleFrom="lg">
          <Box pos="sticky" top={16}>
            <SectionNav />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack gap="lg">
            <Box hiddenFrom="lg">
              <SectionJumpMenu />
            </Box>
            <ResumeHeader profile={profile} full={full.data} fullError={full.isError} />
            <PersonalDetailsSection profile={profile} />
            <HeadlineSection profile={profile} />
            <SkillsSection />
            <ExperienceSection />
            <EducationSection />
            <CertificationsSection />
            <RecentWorksSection />
            <PublicationsSection />
            <RefereesSection />
            <SummarySection profile={profile} />
            <AttachResumeSection profile={profile} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** /jobs-my-resume (spec 001 "Profile and resume page"): the profile builder, or the way to create a profile. */
export function ResumePage() {
  usePageTitle(t('sidebar.myResume'));
  const mine = useMyJobSeeker();

  if (mine.isPending) return <PageLoader label={t('resume.loadingYourProfile')} />;
  if (mine.error && mine.data === undefined) {
    return (
      <Container py="xl">
        <Title order={1} mb="md">
          {t('sidebar.myResume')}
        </Title>
        <LoadError error={mine.error} onRetry={() => void mine.refetch()} what={t('counsellor.yourProfile')} />
      </Container>
    );
  }
  if (!mine.data) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>{t('sidebar.myResume')}</Title>
          <Alert color="brand" variant="light" title={t('resume.youDoNotHave')}>
            <Stack gap="sm" align="flex-start">
              <Text>{t('resume.createYourJobSeeker')}</Text>
              <Button component={Link} to="/become-job-seeker">
                {t('resume.createJobSeekerProfile')}
              </Button>
            </Stack>
          </Alert>
        </Stack>
      </Container>
    );
  }
  return <Builder profile={mine.data} />;
}
