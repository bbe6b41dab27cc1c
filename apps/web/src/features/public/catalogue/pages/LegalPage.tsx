import { Container, Stack, Text, Title } from '@/lib/ui/plain';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page';
import { Banner } from '../components/Banner';
import { t } from '@/lib/i18n';
import { MessageWithLink } from '@/lib/ui/MessageWithLink';

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
            {t('catalogue.lastUpdated24November')}
          </Text>
        </Stack>
      </Container>
    </>
  );
}

const privacyTexts = (): LegalSection[] => [
  {
    heading: t('catalogue.whoKeepsYourData'),
    body: <Text>{t('catalogue.theTvetSkillsAnd')}</Text>,
  },
  {
    heading: t('catalogue.whatWeKeepAnd'),
    body: <Text>{t('catalogue.yourEMailAddress')}</Text>,
  },
  {
    heading: t('catalogue.whoSeesIt'),
    body: <Text>{t('catalogue.anyoneMaySeeWhat')}</Text>,
  },
  {
    heading: t('catalogue.howLongWeKeep'),
    body: <Text>{t('catalogue.yourDataStaysWhile')}</Text>,
  },
  {
    heading: t('catalogue.yourRights'),
    body: (
      <Text>
        <MessageWithLink id="catalogue.yourRightsText" to="/privacy-and-data" label={t('sidebar.privacyAndMyData')} />
      </Text>
    ),
  },
];

const termsTexts = (): LegalSection[] => [
  {
    heading: t('catalogue.usingThePortal'),
    body: <Text>{t('catalogue.anyoneMayBrowseThe')}</Text>,
  },
  {
    heading: t('catalogue.whatYouPublish'),
    body: <Text>{t('catalogue.publishOnlyTrueInformation')}</Text>,
  },
  {
    heading: t('catalogue.applicationsAndDecisions'),
    body: <Text>{t('catalogue.thePortalPassesApplications')}</Text>,
  },
  {
    heading: t('catalogue.yourData'),
    body: (
      <Text>
        <MessageWithLink id="catalogue.howWeKeepData" to="/privacy" label={t('register.privacy')} />
      </Text>
    ),
  },
];

/** /privacy: what the portal keeps about people, why, who sees it, how long, and their rights. */
export function PrivacyNoticePage() {
  return <LegalText title={t('footer.privacy')} intro={t('catalogue.whatThePortalKeeps')} sections={privacyTexts()} />;
}

/** /terms: the terms of use. */
export function TermsOfUsePage() {
  return <LegalText title={t('footer.terms')} intro={t('catalogue.theRulesForUsing')} sections={termsTexts()} />;
}
