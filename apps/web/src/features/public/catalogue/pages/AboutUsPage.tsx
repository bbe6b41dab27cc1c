import '@mantine/core/styles/List.layer.css';
import { Anchor, Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PortalContact } from '@portal/contract';
import { api } from '@/lib/api';
import { usePageTitle } from '@/lib/page';
import { Banner } from '../components/Banner';

const AUDIENCES: { title: string; text: string }[] = [
  {
    title: 'Job seekers',
    text: 'Build a CV once, search jobs by trade, district and city, apply online, save jobs for later and follow every application from your dashboard.',
  },
  {
    title: 'Employers',
    text: 'Post vacancies, internships and apprenticeships, receive applications from skilled people and review their CVs and certificates in one place.',
  },
  {
    title: 'Trainers',
    text: 'Advertise short courses and intakes with their dates, fees and places, and send learners straight to your registration page.',
  },
  {
    title: 'Skills providers',
    text: 'Run skills competitions that show off young talent, publish their guidelines and collect applications.',
  },
  {
    title: 'Career counsellors',
    text: 'List your counselling centre and its services, publish career resources and announce career events.',
  },
  {
    title: 'The Ministry',
    text: 'Publishes policies and employer frameworks in the Information Hub and follows how skills meet jobs across the country.',
  },
];

/** /about-us: what the portal is, whom it serves and how to start (the spec's placeholder page made real). */
export function AboutUsPage() {
  usePageTitle('About Us');
  return (
    <>
      <Banner
        title="About Us"
        intro="Uganda's technical and vocational education and training (TVET) skills and jobs portal: one place where skills meet work."
      />
      <Container py="xl">
        <Stack gap="xl">
          <Stack gap="sm" component="section" aria-labelledby="about-what" maw={760}>
            <Title order={2} id="about-what">
              What the portal is
            </Title>
            <Text>
              Most jobs in Uganda call for practical skills: welding, electrical installation, tailoring, catering, motor vehicle
              mechanics, construction, solar, agriculture and many more trades. The portal brings together the people who have
              those skills, the employers who need them and the institutions that teach them.
            </Text>
            <Text>
              Anyone can browse jobs, trainings, skills competitions, career events and counselling centres without an account.
              A free account lets you apply for jobs, keep your CV and certificates in one place and receive notifications when
              something changes.
            </Text>
          </Stack>

          <section aria-labelledby="about-who">
            <Title order={2} id="about-who" mb="md">
              Who it serves
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {AUDIENCES.map((a) => (
                <Paper key={a.title} withBorder radius="md" p="md">
                  <Title order={3} size="h4" mb={6}>
                    {a.title}
                  </Title>
                  <Text size="sm">{a.text}</Text>
                </Paper>
              ))}
            </SimpleGrid>
          </section>

          <Stack gap="sm" component="section" aria-labelledby="about-start" maw={760}>
            <Title order={2} id="about-start">
              How to get started
            </Title>
            <List type="ordered" spacing="xs">
              <List.Item>
                <Anchor component={Link} to="/register">
                  Create an account
                </Anchor>{' '}
                with your e-mail address and activate it from the link we send you.
              </List.Item>
              <List.Item>Choose what you are: a job seeker, an employer, a trainer, a skills provider or a career counsellor.</List.Item>
              <List.Item>
                Complete your profile, then{' '}
                <Anchor component={Link} to="/jobs">
                  browse jobs
                </Anchor>{' '}
                or{' '}
                <Anchor component={Link} to="/trainings">
                  find a training
                </Anchor>{' '}
                that moves your career forward.
              </List.Item>
            </List>
            <Text>
              Not sure which way to go? A{' '}
              <Anchor component={Link} to="/counselling-centers">
                counselling centre
              </Anchor>{' '}
              near you offers free career guidance, and the{' '}
              <Anchor component={Link} to="/information-hub">
                Information Hub
              </Anchor>{' '}
              has guides you can download.
            </Text>
            <Group mt="sm">
              <Button component={Link} to="/register">
                Create an account
              </Button>
              <Button component={Link} to="/jobs" variant="outline">
                Browse jobs
              </Button>
            </Group>
          </Stack>

          <ContactUs />
        </Stack>
      </Container>
    </>
  );
}

/** Contact us (the footer's link leads here): the portal team's e-mail and phone as configured, and where else to ask. */
function ContactUs() {
  const contact = useQuery({
    queryKey: ['common', 'contact'] as const,
    queryFn: ({ signal }) => api.get<PortalContact>('/api/common/contact/', { signal }),
    staleTime: 60 * 60_000,
  }).data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="contact" maw={760}>
      <Title order={2} id="contact">
        Contact us
      </Title>
      {contact?.email && (
        <Text>
          Write to the portal team at <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
          {contact.phone && (
            <>
              {' '}
              or call <Anchor href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Anchor>
            </>
          )}
          .
        </Text>
      )}
      <Text>
        For advice on a career or a training, call or visit a{' '}
        <Anchor component={Link} to="/counselling-centers">
          counselling centre
        </Anchor>
        : each lists its phone number and opening hours. About a job, write to the employer through the job&apos;s page.
      </Text>
    </Stack>
  );
}
