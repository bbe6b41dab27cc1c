import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { useState } from 'react';
import { Anchor, Button, Card, Container, Group, MultiSelect, Skeleton, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CAREERS_MESSAGES, counsellingCenterFormSchema, type CounsellingCenter } from '@portal/contract';
import { useServerForm } from '@/lib/forms/useServerForm';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { LoadError } from '@/lib/ui/QueryState';
import { useMyCentre, useSaveCentre } from '../api/centre';
import { useCareerServices } from '../api/counsellor';
import { multipartOf } from '@/lib/forms/multipart';

interface CentreValues {
  center_name: string;
  service_offered: string[];
  opening_hours: string;
  center_location: string;
  terms_and_conditions: string;
  phone: string;
  email: string;
}

const FIELDS = ['center_name', 'service_offered', 'opening_hours', 'center_location', 'phone', 'email', 'terms_and_conditions'] as const;

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
  usePageTitle('Counselling centre');
  const centre = useMyCentre();

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>Counselling centre</Title>
          <Anchor component={Link} to="/">
            Back to the home page
          </Anchor>
        </Group>
        {centre.isPending ? (
          <Card withBorder padding="lg" role="status" aria-busy="true" aria-label="Loading">
            <Stack>
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} height={36} />
              ))}
            </Stack>
          </Card>
        ) : centre.error ? (
          <LoadError error={centre.error} onRetry={() => void centre.refetch()} what="your counselling centre" />
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
          Your centre is listed publicly.{' '}
          <Anchor component={Link} to={`/counselling-centers/${centre.id}`}>
            View the public page of {centre.center_name}
          </Anchor>
        </Text>
      ) : (
        <Text>You have not added a counselling centre yet. Fill in the form to list it in the public directory of counselling centres.</Text>
      )}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="centre-form">
        <Title order={2} id="centre-form" size="h3" mb="md">
          {centre ? 'Update your centre' : 'Add your centre'}
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
  const serviceOptions = (services.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <form {...server.formProps}>
      <Stack gap="md">
        <TextInput label="Centre name" required autoComplete="organization" {...form.getInputProps('center_name')} />
        <MultiSelect
          label="Services Offered"
          description="Choose every service the centre offers."
          placeholder={services.isPending ? 'Loading services…' : 'Choose services'}
          data={serviceOptions}
          searchable
          required
          {...form.getInputProps('service_offered')}
          error={form.errors.service_offered ?? (services.error ? 'We could not load the services. Reload the page to try again.' : undefined)}
        />
        <TextInput label="Working Hours" description="For example: Monday to Friday, 8:00 am - 5:00 pm" required {...form.getInputProps('opening_hours')} />
        <TextInput label="Address" required autoComplete="street-address" {...form.getInputProps('center_location')} />
        <TextInput label="Phone for bookings" description="Optional. For example: 0772 123456" type="tel" inputMode="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <TextInput label="E-mail for bookings" description="Optional" type="email" inputMode="email" autoComplete="email" {...form.getInputProps('email')} />
        <Textarea label="Terms and Conditions" required autosize minRows={4} maxRows={12} {...form.getInputProps('terms_and_conditions')} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/" variant="default">
            Back
          </Button>
          <Button type="submit" loading={save.isPending}>
            {creating ? 'Add the centre' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
