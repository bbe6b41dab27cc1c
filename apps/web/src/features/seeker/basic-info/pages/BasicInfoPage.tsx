import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Radio, SimpleGrid, TextInput, Paper, Button } from '@mantine/core';
import { Anchor, Container, Group, Stack, Text, Title, Skeleton } from '@/lib/ui/plain';
import { z } from 'zod';
import { SEEKER_MESSAGES, basicInfoSchema, type UserDetail } from '@portal/contract';
import { useServerForm } from '@/lib/forms/useServerForm';
import { PhoneField, TextField } from '@/lib/forms/fields';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useCurrentUser } from '@/lib/queries/currentUser';
import { LoadError } from '@/lib/ui/QueryState';
import { useUpdateBasicInfo } from '../api';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

interface Values {
  first_name: string;
  last_name: string;
  gender: string;
  phone_number: string;
  alternative_contact: string;
}

const FIELDS = ['first_name', 'last_name', 'gender', 'phone_number', 'alternative_contact'] as const;
/** Wire names (spec 001 §7) → this form's fields; the form library would read the dots as nesting. */
const FIELD_MAP: Record<string, string> = {
  'profile.gender': 'gender',
  'profile.phone_number': 'phone_number',
  'profile.alternative_contact': 'alternative_contact',
};

function toWire(v: Values) {
  return {
    first_name: v.first_name,
    last_name: v.last_name,
    'profile.gender': v.gender,
    'profile.phone_number': v.phone_number,
    'profile.alternative_contact': v.alternative_contact,
  };
}

/** The contract's schema checks the values as they are sent; FIELD_MAP places its messages. */
const schema = z.preprocess((values) => toWire(values as Values), basicInfoSchema);

function BasicInfoForm({ user }: { user: UserDetail }) {
  const update = useUpdateBasicInfo(user.id);
  const { form, formProps } = useServerForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      gender: user.gender === 'Male' || user.gender === 'Female' ? user.gender : '',
      phone_number: user.phone_number ?? '',
      alternative_contact: user.alternative_contact ?? '',
    },
    schema,
    fields: FIELDS,
    fieldMap: FIELD_MAP,
    onSubmit: (values, report) =>
      // Checked above with the same schema, so the parse only trims.
      update.mutate(basicInfoSchema.parse(toWire(values)), {
        onSuccess: () => notifySuccess(SEEKER_MESSAGES.basicInfoUpdated),
        onError: (error) => report(error, SEEKER_MESSAGES.basicInfoFailed),
      }),
  });

  return (
    <form {...formProps}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            form={form}
            name="first_name"
            label={t('seeker.firstName')}
            autoComplete="given-name"
            withAsterisk
          />
          <TextField
            form={form}
            name="last_name"
            label={t('seeker.lastName')}
            autoComplete="family-name"
            withAsterisk
          />
        </SimpleGrid>
        <Radio.Group label={t('seeker.gender')} withAsterisk key={form.key('gender')} {...form.getInputProps('gender')}>
          <Group gap="lg" mt={6}>
            <Radio value="Male" label={t('seeker.male')} />
            <Radio value="Female" label={t('seeker.female')} />
          </Group>
        </Radio.Group>
        <TextInput
          label={t('account.email')}
          value={user.email}
          readOnly
          description={t('seeker.yourEmailAddressIs')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PhoneField
            form={form}
            name="phone_number"
            label={t('seeker.phoneNumber')}
            description={t('seeker.13CharactersForExample')}
            autoComplete="tel"
            withAsterisk
          />
          <PhoneField
            form={form}
            name="alternative_contact"
            label={t('seeker.alternativePhoneNumber')}
            description={t('seeker.optionalInTheSame')}
          />
        </SimpleGrid>
        <Group gap="md" justify="space-between">
          <Anchor component={Link} to="/dashboard">
            {t('counsellor.back')}
          </Anchor>
          <Button type="submit" loading={update.isPending}>
            {t('seeker.updateProfile')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /profile (spec 001 "Basic information"): names, gender and phone numbers of the signed-in user. */
export function BasicInfoPage() {
  usePageTitle(t('seeker.basicInformation'));
  const user = useCurrentUser();

  return (
    <Container py="xl" size="sm">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('seeker.basicInformation')}</Title>
          <Text>{t('seeker.employersAndTrainingProviders')}</Text>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          {user.isPending ? (
            <Stack gap="md" role="status" aria-busy="true" aria-label={t('counsellor.loading')}>
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} height={56} />
              ))}
            </Stack>
          ) : user.error || !user.data ? (
            <LoadError error={user.error} onRetry={() => void user.refetch()} what={t('seeker.yourDetails')} />
          ) : (
            <BasicInfoForm key={user.data.id} user={user.data} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
