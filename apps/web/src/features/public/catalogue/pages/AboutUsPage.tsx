import '@mantine/core/styles/List.layer.css';
import { List, SimpleGrid } from '@mantine/core';
import { Anchor, Container, Group, Paper, Stack, Text, Title, Button } from '@/lib/ui/plain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API, type PortalContact } from '@portal/contract';
import { api } from '@/lib/api';
import { usePageTitle } from '@/lib/page';
import { Banner } from '../components/Banner';
import { t } from '@/lib/i18n';
import { MessageWithLink } from '@/lib/ui/MessageWithLink';
import { Message } from '@/lib/i18n/Message';
import { Link } from '@/lib/ui/Link';

const audiences = (): { title: string; text: string }[] => [
  {
    title: t('ministry.jobSeekers'),
    text: t('catalogue.buildACvOnce'),
  },
  {
    title: t('catalogue.employers'),
    text: t('catalogue.postVacanciesInternshipsAnd'),
  },
  {
    title: t('catalogue.trainers'),
    text: t('catalogue.advertiseShortCoursesAnd'),
  },
  {
    title: t('catalogue.skillsProviders'),
    text: t('catalogue.runSkillsCompetitionsThat'),
  },
  {
    title: t('catalogue.careerCounsellors'),
    text: t('catalogue.listYourCounsellingCentre'),
  },
  {
    title: t('catalogue.theMinistry'),
    text: t('catalogue.publishesPoliciesAndEmployer'),
  },
];

/** /about-us: what the portal is, whom it serves and how to start (the spec's placeholder page made real). */
export function AboutUsPage() {
  usePageTitle(t('catalogue.aboutUs'));
  return (
    <>
      <Banner title={t('catalogue.aboutUs')} intro={t('catalogue.ugandasTechnicalAndVocational')} />
      <Container py="xl">
        <Stack gap="xl">
          <Stack gap="sm" component="section" aria-labelledby="about-what" maw={760}>
            <Title order={2} id="about-what">
              {t('catalogue.whatThePortalIs')}
            </Title>
            <Text>{t('catalogue.mostJobsInUganda')}</Text>
            <Text>{t('catalogue.anyoneCanBrowseJobs')}</Text>
          </Stack>

          <section aria-labelledby="about-who">
            <Title order={2} id="about-who" mb="md">
              {t('catalogue.whoItServes')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {audiences().map((a) => (
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
              {t('catalogue.howToGetStarted')}
            </Title>
            <List type="ordered" spacing="xs">
              <List.Item>
                <MessageWithLink id="catalogue.createWithEmail" to="/register" label={t('register.title')} />
              </List.Item>
              <List.Item>{t('catalogue.chooseWhatYouAre')}</List.Item>
              <List.Item>
                <Message
                  id="catalogue.completeThenBrowse"
                  elements={{
                    jobs: (
                      <Anchor component={Link} to="/jobs">
                        {t('catalogue.browseJobs')}
                      </Anchor>
                    ),
                    training: (
                      <Anchor component={Link} to="/trainings">
                        {t('catalogue.findATraining')}
                      </Anchor>
                    ),
                  }}
                />
              </List.Item>
            </List>
            <Text>
              <Message
                id="catalogue.notSureWhichWay"
                elements={{
                  centre: (
                    <Anchor component={Link} to="/counselling-centers">
                      {t('catalogue.counsellingCentre')}
                    </Anchor>
                  ),
                  hub: (
                    <Anchor component={Link} to="/information-hub">
                      {t('nav.informationHub')}
                    </Anchor>
                  ),
                }}
              />
            </Text>
            <Group mt="sm">
              <Button component={Link} to="/register">
                {t('register.title')}
              </Button>
              <Button component={Link} to="/jobs" variant="outline">
                {t('catalogue.browseJobs2')}
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
const contactQuery = () =>
  queryOptions({
    queryKey: ['common', 'contact'] as const,
    queryFn: ({ signal }) => api.get<PortalContact>(API.contact, { signal }),
    staleTime: 60 * 60_000,
  });

function ContactUs() {
  const contact = useQuery(contactQuery()).data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="contact" maw={760}>
      <Title order={2} id="contact">
        {t('footer.contact')}
      </Title>
      {contact?.email && (
        <Text>
          {contact.phone ? (
            <Message
              id="catalogue.writeOrCall"
              elements={{
                email: <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>,
                phone: <Anchor href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Anchor>,
              }}
            />
          ) : (
            <Message
              id="catalogue.writeTo"
              elements={{ email: <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor> }}
            />
          )}
        </Text>
      )}
      <Text>
        <MessageWithLink
          id="catalogue.forAdviceVisit"
          to="/counselling-centers"
          label={t('catalogue.counsellingCentre')}
        />
      </Text>
    </Stack>
  );
}

// What the server fetches before it renders the page (lib/queries/prefetch.ts): the team's contact.
AboutUsPage.prefetch = (_page: unknown, client: QueryClient) => client.prefetchQuery(contactQuery());
