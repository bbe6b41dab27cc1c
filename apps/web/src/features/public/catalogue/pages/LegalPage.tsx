import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page';
import { Banner } from '../components/Banner';

interface LegalSection {
  heading: string;
  body: ReactNode;
}

function LegalText({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  usePageTitle(title);
  return (
    <>
      <Banner title={title} intro={intro} />
      <Container py="xl">
        <Stack gap="lg" maw={760}>
          {sections.map((s) => (
            <Stack key={s.heading} gap="xs" component="section">
              <Title order={2} size="h3">
                {s.heading}
              </Title>
              {s.body}
            </Stack>
          ))}
          <Text size="sm" c="dimmed">
            Last updated 24 November 2026.
          </Text>
        </Stack>
      </Container>
    </>
  );
}

const PRIVACY: LegalSection[] = [
  {
    heading: 'Who keeps your data',
    body: (
      <Text>
        The TVET Skills and Jobs Portal is run for Uganda&apos;s technical and vocational education and training sector. It keeps personal data
        under the Data Protection and Privacy Act, 2019 and its Regulations, 2021.
      </Text>
    ),
  },
  {
    heading: 'What we keep and why',
    body: (
      <Text>
        Your e-mail address and password (stored only as a secure hash) to sign you in; your name, gender and phone numbers for your profile;
        as a job seeker, your CV, education, experience, skills, certificates, referees and the documents you upload, so that you can apply
        for jobs; the jobs you save and apply for, and your notifications; as an employer, trainer, skills provider or counsellor, what you
        publish. We keep the address you sign in from, for a short time, to stop password guessing.
      </Text>
    ),
  },
  {
    heading: 'Who sees it',
    body: (
      <Text>
        Anyone may see what you publish as an organisation (jobs, trainings, competitions, events, centres) and the name shown with it. An
        employer sees your profile and CV only when you apply for one of its jobs; a skills provider sees your name, e-mail address and phone
        number when you apply to its competition. Your e-mail address, phone numbers and documents are never shown in public lists. We do
        not sell your data or share it for advertising.
      </Text>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <Text>
        Your data stays while your account exists. Sign-in sessions end after seven days, links we mail you after one hour or a day, records
        of sign-in attempts after a day, the addresses you signed in from after 90 days, and copies of mail we sent after 90 days.
      </Text>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <Text>
        You may see and correct your data in your profile at any time. On{' '}
        <Anchor component={Link} to="/privacy-and-data">
          Privacy and my data
        </Anchor>{' '}
        you can download everything we hold about you, with your files, and delete your account: your personal data and files are then
        erased, and employers keep your applications only as from a deleted user. You may also complain to the Personal Data Protection
        Office of Uganda.
      </Text>
    ),
  },
];

const TERMS: LegalSection[] = [
  {
    heading: 'Using the portal',
    body: (
      <Text>
        Anyone may browse the portal. An account is personal: keep your password to yourself and tell us if someone else used your account.
        You must be at least 14 years old to create an account.
      </Text>
    ),
  },
  {
    heading: 'What you publish',
    body: (
      <Text>
        Publish only true information that you have the right to share: real vacancies, trainings, competitions and events, and a CV that is
        your own. No discrimination, no fees asked of job seekers for a job, no misleading or unlawful content. We may remove content and
        close accounts that break these terms.
      </Text>
    ),
  },
  {
    heading: 'Applications and decisions',
    body: (
      <Text>
        The portal passes applications to employers and providers; the hiring or selection decision is theirs. We do not guarantee a job,
        a place in a training or a prize.
      </Text>
    ),
  },
  {
    heading: 'Your data',
    body: (
      <Text>
        How we keep and use personal data is in the{' '}
        <Anchor component={Link} to="/privacy">
          privacy notice
        </Anchor>
        .
      </Text>
    ),
  },
];

/** /privacy: what the portal keeps about people, why, who sees it, how long, and their rights. */
export function PrivacyNoticePage() {
  return <LegalText title="Privacy notice" intro="What the portal keeps about you, why, who sees it and for how long, and your rights." sections={PRIVACY} />;
}

/** /terms: the terms of use. */
export function TermsOfUsePage() {
  return <LegalText title="Terms of use" intro="The rules for using the portal, for visitors and account holders alike." sections={TERMS} />;
}
