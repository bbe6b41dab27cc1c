import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { useState } from 'react';
import { MultiSelect, TextInput, Textarea } from '@mantine/core';
import { Anchor, Container, Stack, Text, Title, Skeleton, Card } from '@/lib/ui/plain';
import { CAREERS_MESSAGES, counsellingCenterFormSchema, type CounsellingCenter } from '@portal/contract';
import { useServerForm } from '@/lib/forms/useServerForm';
import { EmailField, PhoneField } from '@/lib/forms/fields';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { LoadError } from '@/lib/ui/QueryState';
import { useMyCentre, useSaveCentre } from '../api/centre';
import { useCareerServices } from '../api/counsellor';
import { multipartOf } from '@/lib/forms/multipart';
import { t } from '@/lib/i18n';
import { toOptions } from '@/lib/lookups';
import { FormButtons } from '@/lib/forms/FormButtons';
import { Link } from '@/lib/ui/Link';
import { BackLink, PageHeading } from '@/lib/ui/PageHeading';

interface CentreValues {
  center_name: string;
  service_offered: string[];
  opening_hours: string;
  center_location: string;
  terms_and_conditions: string;
  phone: string;
  email: string;
}

const FIELDS = [
  'center_name',
  'service_offered',
  'opening_hours',
  'center_location',
  'phone',
  'email',
  'terms_and_conditions',
] as const;

function valuesOf(centre: CounsellingCenter | null): CentreValues {
  return {
    center_name: centre?.center_name ?? '',
    service_offered: centre ? centre.service_offered.map((s) => String(s.id)) : [],
    opening_hours: centre?.opening_hours ?? '',
    center_location: centre?.center_location ?? '',
    terms_and_conditions: centre?.terms_and_conditions ?? '',
    phone: centre?.phone ?? '',
    email: centre?.email ?? '',
  };
}

/** /counselling-center (spec 002 "Counselling centre form"): the counsellor's centre, created if none exists, else updated. */
export function CounsellingCenterPage() {
  usePageTitle(t('counsellor.counsellingCentre'));
  const centre = useMyCentre();

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('counsellor.counsellingCentre')}>
          <BackLink to="/" label={t('counsellor.backToTheHome')} />
        </PageHeading>
        {centre.isPending ? (
          <Card withBorder padding="lg" role="status" aria-busy="true" aria-label={t('counsellor.loading')}>
            <Stack>
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} height={36} />
              ))}
            </Stack>
          </Card>
        ) : centre.error ? (
          <LoadError
            error={centre.error}
            onRetry={() => void centre.refetch()}
            what={t('counsellor.yourCounsellingCentre')}
          />
        ) : (
          <CentreBody centre={centre.data} />
        )}
      </Stack>
    </Container>
  );
}

function CentreBody({ centre }: { centre: CounsellingCenter | null }) {
  // Remounts the form after a save so it starts from the saved values.
  const [version, setVersion] = useState(0);
  return (
    <>
      {centre ? (
        <Text>
          {t('counsellor.yourCentreIsListed')}{' '}
          <Anchor component={Link} to={`/counselling-centers/${centre.id}`}>
            {t('counsellor.viewThePublicPage', { center_name: centre.center_name })}
          </Anchor>
        </Text>
      ) : (
        <Text>{t('counsellor.youHaveNotAdded')}</Text>
      )}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="centre-form">
        <Title order={2} id="centre-form" size="h3" mb="md">
          {centre ? t('counsellor.updateYourCentre') : t('counsellor.addYourCentre')}
        </Title>
        <CentreForm key={version} centre={centre} onSaved={() => setVersion((v) => v + 1)} />
      </Card>
    </>
  );
}

function CentreForm({ centre, onSaved }: { centre: CounsellingCenter | null; onSaved: () => void }) {
  const save = useSaveCentre();
  const services = useCareerServices();
  const server = useServerForm<CentreValues>({
    initialValues: valuesOf(centre),
    schema: counsellingCenterFormSchema,
    fields: FIELDS,
    onSubmit: (values, report) =>
      save.mutate(
        { id: centre?.id ?? null, body: multipartOf(values) },
        {
          onSuccess: () => {
            notifySuccess(creating ? CAREERS_MESSAGES.centerAdded : CAREERS_MESSAGES.centerUpdated);
            onSaved();
          },
          onError: (error) =>
            report(error, creating ? CAREERS_MESSAGES.centerAddFailed : CAREERS_MESSAGES.centerUpdateFailed),
        },
      ),
  });
  const { form } = server;
  const creating = centre === null;
  const serviceOptions = toOptions(services.data);

  return (
    <form {...server.formProps}>
      <Stack gap="md">
        <TextInput
          label={t('counsellor.centreName')}
          required
          autoComplete="organization"
          {...form.getInputProps('center_name')}
        />
        <MultiSelect
          label={t('counsellor.servicesOffered')}
          description={t('counsellor.chooseEveryServiceThe')}
          placeholder={services.isPending ? t('counsellor.loadingServices') : t('counsellor.chooseServices')}
          data={serviceOptions}
          searchable
          required
          {...form.getInputProps('service_offered')}
          error={form.errors.service_offered ?? (services.error ? t('counsellor.weCouldNotLoad') : undefined)}
        />
        <TextInput
          label={t('counsellor.workingHours')}
          description={t('counsellor.forExampleMondayTo2')}
          required
          {...form.getInputProps('opening_hours')}
        />
        <TextInput
          label={t('company.address')}
          required
          autoComplete="street-address"
          {...form.getInputProps('center_location')}
        />
        <PhoneField
          form={form}
          name="phone"
          label={t('counsellor.phoneForBookings')}
          description={t('counsellor.optionalForExample0772')}
          autoComplete="tel"
        />
        <EmailField
          form={form}
          name="email"
          label={t('counsellor.eMailForBookings')}
          description={t('company.optional')}
        />
        <Textarea
          label={t('counsellor.termsAndConditions')}
          required
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps('terms_and_conditions')}
        />
        <FormButtons
          leave={{ to: '/', label: t('counsellor.back') }}
          submit={creating ? t('counsellor.addTheCentre') : t('counsellor.saveChanges')}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
