/** The counsellor form (spec 002 "Career counsellor registration" and "Counsellor's profile"). */
import type { ReactNode } from 'react';
import { Select, TextInput } from '@mantine/core';
import { careerCounsellorSchema, type CareerCounsellor } from '@portal/contract';
import { multipartOf } from '@/lib/forms/multipart';
import { ServerFormFrame, useServerForm, type ServerFormOptions } from '@/lib/forms/useServerForm';
import { LookupMultiSelect } from '@/lib/ui/LookupMultiSelect';
import { useCareerServices, useCentreOptions } from '../api/counsellor';
import { ServerErrors } from './ServerErrors';
import { t } from '@/lib/i18n';
import { toOption } from '@/lib/lookups';

export type CounsellorValues = {
  services_provided: string[];
  location: string;
  time_available: string;
  center: string | null;
};

const FIELDS = ['services_provided', 'location', 'time_available', 'center'] as const;
const labelsTexts = (): Record<string, string> => ({
  services_provided: t('counsellor.servicesProvided'),
  location: t('company.address'),
  time_available: t('counsellor.timeAvailable'),
  center: t('counsellor.careerCentre'),
});

function valuesOf(counsellor: CareerCounsellor | null): CounsellorValues {
  return {
    services_provided: counsellor ? counsellor.services_provided.map((s) => String(s.id)) : [],
    location: counsellor?.location ?? '',
    time_available: counsellor?.time_available ?? '',
    center: counsellor?.center ? String(counsellor.center) : null,
  };
}

/** Multipart as the spec sends it: repeated services_provided; center only when chosen, or '' to clear it on an update. */
export function counsellorFormData(values: CounsellorValues, updating: boolean): FormData {
  return multipartOf(values, updating ? [] : ['center']);
}

interface CounsellorFormProps {
  counsellor: CareerCounsellor | null;
  onSubmit: ServerFormOptions<CounsellorValues>['onSubmit'];
  /** The last save's error: its messages are listed under the form. */
  error: unknown;
  failureTitle: string;
  actions: ReactNode;
}

export function CounsellorForm({ counsellor, onSubmit, error, failureTitle, actions }: CounsellorFormProps) {
  const services = useCareerServices();
  const centres = useCentreOptions();
  const server = useServerForm<CounsellorValues>({
    initialValues: valuesOf(counsellor),
    schema: careerCounsellorSchema,
    fields: FIELDS,
    onSubmit,
  });
  const { form } = server;
  const centreOptions = (centres.data ?? []).map((c) => ({ value: String(c.id), label: c.center_name }));
  // The current centre stays choosable even when it is not among the listed ones.
  if (
    counsellor?.center &&
    counsellor.center_name &&
    !centreOptions.some((o) => o.value === String(counsellor.center))
  ) {
    centreOptions.unshift({ value: String(counsellor.center), label: counsellor.center_name });
  }

  return (
    <ServerFormFrame server={server} actions={actions}>
      <LookupMultiSelect
        label={labelsTexts().services_provided}
        description={t('counsellor.chooseEveryServiceYou')}
        noun="services"
        query={services}
        option={toOption}
        inputProps={form.getInputProps('services_provided')}
      />
      <TextInput
        label={labelsTexts().location}
        description={t('counsellor.wherePeopleCanMeet')}
        required
        autoComplete="street-address"
        {...form.getInputProps('location')}
      />
      <TextInput
        label={labelsTexts().time_available}
        description={t('counsellor.forExampleMondayTo')}
        required
        {...form.getInputProps('time_available')}
      />
      <Select
        label={labelsTexts().center}
        description={t('counsellor.optionalTheCounsellingCentre')}
        placeholder={centres.isPending ? t('counsellor.loadingCentres') : t('counsellor.chooseACentre')}
        data={centreOptions}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('counsellor.clearTheCentre') }}
        nothingFoundMessage={t('counsellor.noCentreMatches')}
        {...form.getInputProps('center')}
        error={form.errors.center ?? (centres.error ? t('counsellor.weCouldNotLoadCentres') : undefined)}
      />
      <ServerErrors error={error} title={failureTitle} labels={labelsTexts()} />
    </ServerFormFrame>
  );
}
