/**
 * The personal-details form (spec 001 §5 "Personal details"): creates the profile on /become-job-seeker and edits
 * it in the profile builder. Validation is the contract's schema, the one the server runs.
 */
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { useMemo, useRef, type ReactNode } from 'react';
import { Alert, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import dayjs from 'dayjs';
import { jobSeekerProfileSchema, type JobSeeker } from '@portal/contract';
import { focusFirstInvalid } from '../../../../lib/forms';
import { toOptions, useCities, useDistricts, useJobCategories, useMaritalStatuses } from '../../../../lib/lookups';
import { DateField, yesterdayIso } from '../../resume/components/DateField';

export interface PersonalValues {
  job_category: string[];
  district: string | null;
  city: string | null;
  physical_address: string;
  date_of_birth: string | null;
  language: string;
  marital_status: string | null;
}

export const PERSONAL_FIELDS = ['job_category', 'district', 'city', 'physical_address', 'date_of_birth', 'language', 'marital_status'] as const;

export function personalValuesOf(profile: JobSeeker | null): PersonalValues {
  return {
    job_category: profile ? profile.job_category.map((c) => String(c.id)) : [],
    district: profile ? String(profile.district.id) : null,
    city: profile ? String(profile.city.id) : null,
    physical_address: profile?.physical_address ?? '',
    date_of_birth: profile?.date_of_birth ?? null,
    language: profile?.language ?? '',
    marital_status: profile ? String(profile.marital_status.id) : null,
  };
}

export type PersonalForm = UseFormReturnType<PersonalValues>;

export function PersonalDetailsForm({
  initial,
  onSubmit,
  actions,
}: {
  initial: PersonalValues;
  /** Called with the validated values; the form element lets the caller focus a field the server refused. */
  onSubmit: (values: PersonalValues, form: PersonalForm, formEl: HTMLFormElement | null) => void;
  actions: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const categories = useJobCategories();
  const districts = useDistricts();
  const cities = useCities();
  const statuses = useMaritalStatuses();
  const form = useForm<PersonalValues>({
    initialValues: initial,
    validate: schemaResolver(jobSeekerProfileSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const district = form.values.district;
  const cityOptions = useMemo(
    () => toOptions((cities.data ?? []).filter((c) => district !== null && String(c.district) === district)),
    [cities.data, district],
  );
  const lookupError = categories.error ?? districts.error ?? cities.error ?? statuses.error;
  // Someone born today or later cannot hold a profile; open the calendar around an adult's birth year.
  const birthCalendarStart = useMemo(() => dayjs().subtract(25, 'year').format('YYYY-MM-DD'), []);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(
        (values) => onSubmit(values, form, formRef.current),
        () => focusFirstInvalid(formRef.current),
      )}
    >
      <Stack gap="md">
        {lookupError !== null && (
          <Alert color="red" title="Some lists could not be loaded" role="alert">
            Check your connection and reload the page to choose from every option.
          </Alert>
        )}
        <MultiSelect
          label="Job Category"
          placeholder="Choose one or more"
          withAsterisk
          searchable
          hidePickedOptions
          data={toOptions(categories.data)}
          nothingFoundMessage="No category matches"
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('job_category')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="District"
            placeholder="Choose a district"
            withAsterisk
            searchable
            data={toOptions(districts.data)}
            nothingFoundMessage="No district matches"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('district')}
            onChange={(value) => {
              // A city belongs to one district: choosing another district clears the city.
              if (value !== form.values.district) form.setFieldValue('city', null);
              form.setFieldValue('district', value);
            }}
          />
          <Select
            label="City"
            placeholder={district ? 'Choose a city' : 'Choose a district first'}
            withAsterisk
            searchable
            disabled={district === null}
            data={cityOptions}
            nothingFoundMessage="No city of this district matches"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('city')}
          />
        </SimpleGrid>
        <TextInput label="Physical address" withAsterisk autoComplete="street-address" {...form.getInputProps('physical_address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            label="Date of birth"
            withAsterisk
            maxDate={yesterdayIso()}
            defaultLevel={form.values.date_of_birth ? 'month' : 'decade'}
            defaultDate={form.values.date_of_birth ?? birthCalendarStart}
            {...form.getInputProps('date_of_birth')}
          />
          <TextInput label="Language" description="The languages you speak, e.g. English, Luganda" withAsterisk {...form.getInputProps('language')} />
        </SimpleGrid>
        <Select
          label="Marital status"
          placeholder="Choose one"
          withAsterisk
          data={toOptions(statuses.data)}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('marital_status')}
        />
        <Group justify="flex-end" gap="sm">
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
