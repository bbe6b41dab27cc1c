import { useState } from 'react';
import { Button } from '@mantine/core';
import { Anchor, Container, Group, Stack, Text, Title, Skeleton, Badge, Card } from '@/lib/ui/plain';
import { CAREERS_MESSAGES, type CareerCounsellor } from '@portal/contract';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { LoadError } from '@/lib/ui/QueryState';
import { useMyCounsellor, useSaveCounsellor } from '../api/counsellor';
import { CounsellorForm, counsellorFormData } from '../components/CounsellorForm';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';
import { useLookupName, useLookupNamesLoading } from '@/lib/lookup-names';
import { careerServicesQuery } from '@/lib/form-lookups';

/** /counsellor-profile (spec 002 "Counsellor's profile"): created when there is no counsellor record, else updated. */
export function CounsellorProfilePage() {
  usePageTitle(t('counsellor.counsellorsProfile'));
  const counsellor = useMyCounsellor();
  const namesLoading = useLookupNamesLoading(careerServicesQuery);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('counsellor.counsellorsProfile')}</Title>
        {counsellor.isPending || namesLoading ? (
          <Card withBorder padding="lg" role="status" aria-busy="true" aria-label={t('counsellor.loading')}>
            <Stack>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} height={36} />
              ))}
            </Stack>
          </Card>
        ) : counsellor.error ? (
          <LoadError
            error={counsellor.error}
            onRetry={() => void counsellor.refetch()}
            what={t('counsellor.yourProfile')}
          />
        ) : (
          <ProfileBody counsellor={counsellor.data} />
        )}
      </Stack>
    </Container>
  );
}

function Summary({ counsellor }: { counsellor: CareerCounsellor }) {
  const serviceName = useLookupName(careerServicesQuery);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="counsellor-summary">
      <Stack gap={6}>
        <Title order={2} id="counsellor-summary" size="h3">
          {t('counsellor.yourDetails')}
        </Title>
        <Group gap={6}>
          {counsellor.services_provided.map((s) => (
            <Badge key={s.id} variant="outline" color="brand.8">
              {serviceName(s.name)}
            </Badge>
          ))}
        </Group>
        <Text size="sm">
          <Text span fw={700}>
            {t('counsellor.address')}
          </Text>{' '}
          {counsellor.location}
        </Text>
        <Text size="sm">
          <Text span fw={700}>
            {t('counsellor.timeAvailable2')}
          </Text>{' '}
          {counsellor.time_available}
        </Text>
        <Text size="sm">
          <Text span fw={700}>
            {t('counsellor.careerCenter')}
          </Text>{' '}
          {counsellor.center && counsellor.center_name ? (
            <Anchor component={Link} to={`/counselling-centers/${counsellor.center}`}>
              {counsellor.center_name}
            </Anchor>
          ) : (
            t('counsellor.none')
          )}
        </Text>
      </Stack>
    </Card>
  );
}

function ProfileBody({ counsellor }: { counsellor: CareerCounsellor | null }) {
  const save = useSaveCounsellor();
  // Remounts the form after a save so it starts from the saved values.
  const [version, setVersion] = useState(0);
  const id = counsellor?.id ?? null;
  const failure = id === null ? CAREERS_MESSAGES.profileAddFailed : CAREERS_MESSAGES.profileUpdateFailed;

  return (
    <>
      {counsellor && <Summary counsellor={counsellor} />}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="counsellor-edit">
        <Title order={2} id="counsellor-edit" size="h3" mb="md">
          {counsellor ? t('counsellor.editYourProfile') : t('counsellor.addYourProfile')}
        </Title>
        <CounsellorForm
          key={version}
          counsellor={counsellor}
          error={save.error}
          failureTitle={failure}
          onSubmit={(values, report) =>
            save.mutate(
              { id, body: counsellorFormData(values, id !== null) },
              {
                onSuccess: () => {
                  notifySuccess(id === null ? CAREERS_MESSAGES.profileAdded : CAREERS_MESSAGES.profileUpdated);
                  setVersion((v) => v + 1);
                },
                onError: (error) => report(error, failure),
              },
            )
          }
          actions={
            <Button type="submit" loading={save.isPending}>
              {t('favourite.save')}
            </Button>
          }
        />
      </Card>
    </>
  );
}
