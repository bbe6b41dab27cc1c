/**
 * The personal-details form (spec 001 §5 "Personal details"): creates the profile on /become-job-seeker and edits
 * it in the profile builder. Validation is the contract's schema, the one the server runs.
 */
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { useMemo, type ReactNode } from 'react';
import { Alert, MultiSelect, Select, SimpleGrid, TextInput, Checkbox } from '@mantine/core';
import dayjs from 'dayjs';
import { jobSeekerProfileSchema, type JobSeeker } from '@portal/contract';
import { ServerFormFrame, useServerForm, type ServerFormOptions } from '@/lib/forms/useServerForm';
import { toOptions, useCities, useDistricts, useJobCategories, useMaritalStatuses } from '@/lib/lookups';
import { DateField, yesterdayIso } from '@/lib/ui/DateField';
import { t } from '@/lib/i18n';

export type PersonalValues = {
  job_category: string[];
  district: string | null;
  city: string | null;
  physical_address: string;
  date_of_birth: string | null;
  language: string;
  marital_status: string | null;
  share_personal_details: boolean;
};

export const PERSONAL_FIELDS = [
  'job_category',
  'district',
  'city',
  'physical_address',
  'date_of_birth',
  'language',
  'marital_status',
  'share_personal_details',
] as const;

export function personalValuesOf(profile: JobSeeker | null): PersonalValues {
  return {
    job_category: profile ? profile.job_category.map((c) => String(c.id)) : [],
    district: profile ? String(profile.district.id) : null,
    city: profile ? String(profile.city.id) : null,
    physical_address: profile?.physical_address ?? '',
    date_of_birth: profile?.date_of_birth ?? null,
    language: profile?.language ?? '',
    marital_status: profile?.marital_status ? String(profile.marital_status.id) : null,
    share_personal_details: profile?.share_personal_details ?? false,
  };
}

export function PersonalDetailsForm({
  initial,
  onSubmit,
  actions,
}: {
  initial: PersonalValues;
  /** Called with the validated values and what reports a failed save beside the fields. */
  onSubmit: ServerFormOptions<PersonalValues>['onSubmit'];
  actions: ReactNode;
}) {
  const categories = useJobCategories();
  const districts = useDistricts();
  const cities = useCities();
  const statuses = useMaritalStatuses();
  const server = useServerForm<PersonalValues>({
    initialValues: initial,
    schema: jobSeekerProfileSchema,
    fields: PERSONAL_FIELDS,
    onSubmit,
  });
  const { form } = server;

  const district = form.values.district;
  const cityOptions = useMemo(
    () => toOptions((cities.data ?? []).filter((c) => district !== null && String(c.district) === district)),
    [cities.data, district],
  );
  const lookupError = categories.error ?? districts.error ?? cities.error ?? statuses.error;
  // Someone born today or later cannot hold a profile; open the calendar around an adult's birth year.
  const birthCalendarStart = useMemo(() => dayjs().subtract(25, 'year').format('YYYY-MM-DD'), []);

  return (
    <ServerFormFrame server={server} actions={actions}>
      {lookupError !== null && (
        <Alert color="red" title={t('seeker.someListsCouldNot')} role="alert">
          {t('seeker.checkYourConnectionAnd')}
        </Alert>
      )}
      <MultiSelect
        label={t('seeker.jobCategory')}
        placeholder={t('seeker.chooseOneOrMore')}
        withAsterisk
        searchable
        hidePickedOptions
        data={toOptions(categories.data)}
        nothingFoundMessage={t('seeker.noCategoryMatches')}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('job_category')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('filters.district')}
          placeholder={t('places.chooseADistrict')}
          withAsterisk
          searchable
          data={toOptions(districts.data)}
          nothingFoundMessage={t('places.noDistrictMatches')}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('district')}
          onChange={(value) => {
            // A city belongs to one district: choosing another district clears the city.
            if (value !== form.values.district) form.setFieldValue('city', null);
            form.setFieldValue('district', value);
          }}
        />
        <Select
          label={t('filters.city')}
          placeholder={district ? t('places.chooseACity') : t('places.chooseADistrictFirst')}
          withAsterisk
          searchable
          disabled={district === null}
          data={cityOptions}
          nothingFoundMessage={t('places.noCityMatches')}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('city')}
        />
      </SimpleGrid>
      <TextInput
        label={t('seeker.physicalAddress')}
        withAsterisk
        autoComplete="street-address"
        {...form.getInputProps('physical_address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField
          label={t('seeker.dateOfBirth')}
          description={t('company.optional')}
          clearable
          maxDate={yesterdayIso()}
          defaultLevel={form.values.date_of_birth ? 'month' : 'decade'}
          defaultDate={form.values.date_of_birth ?? birthCalendarStart}
          {...form.getInputProps('date_of_birth')}
        />
        <TextInput
          label={t('header.language')}
          description={t('seeker.theLanguagesYouSpeak')}
          withAsterisk
          {...form.getInputProps('language')}
        />
      </SimpleGrid>
      <Select
        label={t('resume.maritalStatus')}
        description={t('company.optional')}
        placeholder={t('resume.chooseOne')}
        clearable
        data={toOptions(statuses.data)}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('marital_status')}
      />
      <Checkbox
        label={t('seeker.showMyDateOf')}
        description={t('seeker.offEmployersSeeNeither')}
        {...form.getInputProps('share_personal_details', { type: 'checkbox' })}
      />
    </ServerFormFrame>
  );
}
