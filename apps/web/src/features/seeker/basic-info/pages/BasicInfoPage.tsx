import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { useRef } from 'react';
import { Radio, SimpleGrid, TextInput, Paper, Button } from '@mantine/core';
import { Anchor, Container, Group, Stack, Text, Title, Skeleton } from '@/lib/ui/plain';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { SEEKER_MESSAGES, basicInfoSchema, type BasicInfoInput, type UserDetail } from '@portal/contract';
import { ApiError } from '@/lib/api';
import { toFormErrors } from '@/lib/forms/fieldErrors';
import { focusFirstInvalid } from '@/lib/forms';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { fetchUser, useSessionSnapshot, userQueryKey } from '@/lib/session';
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

/** The contract's rules and messages, placed beside this form's fields. */
function validate(values: Values): Record<string, string> {
  const result = basicInfoSchema.safeParse(toWire(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = FIELD_MAP[key] ?? key;
    errors[field] ??= issue.message;
  }
  return errors;
}

function BasicInfoForm({ user }: { user: UserDetail }) {
  const update = useUpdateBasicInfo(user.id);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      gender: user.gender === 'Male' || user.gender === 'Female' ? user.gender : '',
      phone_number: user.phone_number ?? '',
      alternative_contact: user.alternative_contact ?? '',
    },
    validate,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(
    (values) => {
      // Validated above with the same schema, so the parse only trims.
      const input: BasicInfoInput = basicInfoSchema.parse(toWire(values));
      update.mutate(input, {
        onSuccess: () => notifySuccess(SEEKER_MESSAGES.basicInfoUpdated),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            const { fieldErrors, unplaced } = toFormErrors(error.body, { fieldMap: FIELD_MAP, fields: FIELDS });
            form.setErrors(fieldErrors);
            notifyError(
              unplaced[0] ?? SEEKER_MESSAGES.basicInfoFailed,
              unplaced[0] ? SEEKER_MESSAGES.basicInfoFailed : undefined,
            );
            focusFirstInvalid(formRef.current);
            return;
          }
          notifyError(SEEKER_MESSAGES.basicInfoFailed);
        },
      });
    },
    () => focusFirstInvalid(formRef.current),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('seeker.firstName')}
            autoComplete="given-name"
            withAsterisk
            key={form.key('first_name')}
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('seeker.lastName')}
            autoComplete="family-name"
            withAsterisk
            key={form.key('last_name')}
            {...form.getInputProps('last_name')}
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
          <TextInput
            label={t('seeker.phoneNumber')}
            description={t('seeker.13CharactersForExample')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            withAsterisk
            key={form.key('phone_number')}
            {...form.getInputProps('phone_number')}
          />
          <TextInput
            label={t('seeker.alternativePhoneNumber')}
            description={t('seeker.optionalInTheSame')}
            type="tel"
            inputMode="tel"
            key={form.key('alternative_contact')}
            {...form.getInputProps('alternative_contact')}
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
  const userId = useSessionSnapshot().user?.user_id;
  // The session's own query (same key and options), read here for its error and retry.
  const user = useQuery({
    queryKey: userQueryKey(userId ?? 0),
    queryFn: ({ signal }) => fetchUser(userId ?? 0, signal),
    enabled: userId !== undefined,
    staleTime: 5 * 60_000,
  });

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
