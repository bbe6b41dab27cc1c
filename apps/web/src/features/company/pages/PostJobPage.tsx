/** /company-post-job and /company-post-job?edit={id} (spec 002 "Employer job posting/editing", §5 job form rules). */
import { useEffect, useRef } from 'react';
import { Alert, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Stack, Text, Card } from '@/lib/ui/plain';
import { useLocation, useNavigate } from 'react-router';
import {
  EMPLOYER_MESSAGES,
  FEE_WARNING_TO_COMPANY,
  feeScamPhrases,
  jobFormSchema,
  today,
  type JobDetail,
  type Lookup,
} from '@portal/contract';
import { useEditId } from '@/lib/useEditId';
import { DateField } from '@/lib/ui/DateField';
import { PostFormShell } from '@/lib/ui/PostFormShell';
import { UrlField } from '@/lib/forms/fields';
import { useServerForm } from '@/lib/forms/useServerForm';
import { toOptions, useCities, useDistricts, useFunctionalAreas, useJobCategories } from '@/lib/lookups';
import { notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { setAlert } from '@/lib/storage';
import { PageLoader } from '@/lib/ui/PageLoader';
import { RequireCompany } from '../components/RequireCompany';
import { RichTextField } from '@/lib/ui/RichTextField';
import { useCompanyJob, useContractTypes, useSaveJob } from '../api/jobs';
import { t, translateServerMessage, english } from '@/lib/i18n';
import { FormButtons } from '@/lib/forms/FormButtons';
import { openConfirm } from '@/lib/confirm';

type JobValues = {
  title: string;
  location: string | null;
  city: string | null;
  job_category: string | null;
  function_area: string | null;
  contract_type: string | null;
  available_positions: number | string;
  min_pay: number | string;
  max_pay: number | string;
  submission_deadline: string | null;
  description: string;
  qualifications: string;
  application_procedure: string;
  job_link: string;
};

const FIELDS = [
  'title',
  'location',
  'city',
  'job_category',
  'function_area',
  'contract_type',
  'available_positions',
  'min_pay',
  'max_pay',
  'submission_deadline',
  'description',
  'qualifications',
  'application_procedure',
  'job_link',
] as const;

function valuesOf(job: JobDetail | null, contractTypes: Lookup[]): JobValues {
  const id = (ref: { id: number } | null | undefined) => (ref ? String(ref.id) : null);
  const contract = job?.contract_type ? contractTypes.find((c) => c.name === job.contract_type?.name) : undefined;
  return {
    title: job?.title ?? '',
    location: id(job?.location),
    city: id(job?.city),
    job_category: id(job?.job_category),
    function_area: id(job?.function_area),
    contract_type: contract ? String(contract.id) : null,
    available_positions: job?.available_positions ?? 1,
    min_pay: job?.min_pay ?? '',
    max_pay: job?.max_pay ?? '',
    submission_deadline: job?.submission_deadline ?? null,
    description: job?.description ?? '',
    qualifications: job?.qualifications ?? '',
    application_procedure: job?.application_procedure ?? '',
    job_link: job?.job_link ?? '',
  };
}

export const LOGIN_TO_POST = english('Please log in before you post a job.');

/** Public in the spec's route list, but posting needs a session and the Company account type. */
export function PostJobPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const left = useRef(false);
  useEffect(() => {
    if (left.current || session.isLoggedIn) return;
    left.current = true;
    setAlert(LOGIN_TO_POST);
    void navigate('/login', {
      replace: true,
      state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } },
    });
  }, [session.isLoggedIn, navigate, location]);
  if (!session.isLoggedIn) return <PageLoader />;
  return (
    <RequireCompany>
      <PostJob />
    </RequireCompany>
  );
}

function PostJob() {
  const editId = useEditId();
  const job = useCompanyJob(editId);
  const contractTypes = useContractTypes();
  return (
    <PostFormShell
      heading={editId ? t('company.editJob') : t('company.createNewJob')}
      back={{ to: '/company-manage-job', label: t('company.backToManageJobs') }}
      loading={(editId !== null && job.isPending) || contractTypes.isPending}
      error={(editId !== null ? job.error : null) ?? contractTypes.error}
      onRetry={() => {
        void contractTypes.refetch();
        if (editId) void job.refetch();
      }}
      what={editId ? t('jobDetail.thisJob') : t('company.theJobForm')}
    >
      <JobForm
        key={editId ?? 'new'}
        id={editId}
        job={editId ? (job.data ?? null) : null}
        contractTypes={contractTypes.data ?? []}
      />
    </PostFormShell>
  );
}

function JobForm({ id, job, contractTypes }: { id: number | null; job: JobDetail | null; contractTypes: Lookup[] }) {
  const navigate = useNavigate();
  const save = useSaveJob();
  const districts = useDistricts();
  const cities = useCities();
  const categories = useJobCategories();
  const areas = useFunctionalAreas();
  const server = useServerForm<JobValues>({
    initialValues: valuesOf(job, contractTypes),
    schema: jobFormSchema,
    fields: FIELDS,
    onSubmit: (values, report) => {
      const parsed = jobFormSchema.safeParse(values);
      if (!parsed.success) return;
      // JSON: optional fields left empty are left out (undefined), so min_pay/max_pay go only when given.
      const send = () =>
        save.mutate(
          { id, body: { ...parsed.data } },
          {
            onSuccess: () => {
              notifySuccess(id ? EMPLOYER_MESSAGES.jobUpdated : EMPLOYER_MESSAGES.jobCreated);
              void navigate('/company-manage-job');
            },
            onError: (error) => report(error, failure),
          },
        );
      // The fee-scam check (issue 14) warns before publishing; the company may still post, and the Ministry reviews it.
      if (
        feeScamPhrases(values.title, values.description, values.qualifications, values.application_procedure).length ===
        0
      )
        return send();
      openConfirm({
        title: t('company.postAnAdvertThat'),
        centered: true,
        closeButtonProps: { 'aria-label': t('common.close') },
        children: <Text>{translateServerMessage(FEE_WARNING_TO_COMPANY)}</Text>,
        labels: { confirm: t('company.postItAnyway'), cancel: t('company.goBackAndEdit') },
        confirmProps: { color: 'red.9' },
        onConfirm: send,
      });
    },
  });
  const { form } = server;
  const district = form.values.location;
  const cityOptions = (cities.data ?? [])
    .filter((c) => String(c.district) === district)
    .map((c) => ({ value: String(c.id), label: c.name }));
  const failure = id ? EMPLOYER_MESSAGES.jobUpdateFailed : EMPLOYER_MESSAGES.jobCreateFailed;
  const feePhrases = feeScamPhrases(
    form.values.title,
    form.values.description,
    form.values.qualifications,
    form.values.application_procedure,
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <form {...server.formProps}>
        <Stack gap="md">
          <TextInput label={t('company.jobTitle')} required {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('job.location')}
              description={t('company.theDistrictOfTheJob')}
              required
              searchable
              data={toOptions(districts.data)}
              placeholder={districts.isPending ? t('places.loadingDistricts') : t('places.chooseADistrict')}
              {...form.getInputProps('location')}
              onChange={(value) => {
                form.setFieldValue('location', value);
                form.setFieldValue('city', null);
              }}
            />
            <Select
              label={t('filters.city')}
              description={t('company.optionalACityOrTown')}
              searchable
              clearable
              disabled={!district}
              data={cityOptions}
              placeholder={district ? t('places.chooseACity') : t('places.chooseADistrictFirst')}
              {...form.getInputProps('city')}
            />
            <Select
              label={t('company.jobCategory')}
              required
              searchable
              data={toOptions(categories.data)}
              placeholder={t('company.chooseACategory')}
              {...form.getInputProps('job_category')}
            />
            <Select
              label={t('jobDetail.functionalArea')}
              required
              searchable
              data={toOptions(areas.data)}
              placeholder={t('company.chooseAFunctionalArea')}
              {...form.getInputProps('function_area')}
            />
            <Select
              label={t('jobDetail.contractType')}
              clearable
              data={toOptions(contractTypes)}
              placeholder={t('company.chooseAContractType')}
              {...form.getInputProps('contract_type')}
            />
            <NumberInput
              label={t('jobDetail.positions')}
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('available_positions')}
            />
            <NumberInput
              label={t('company.minimumPayUgxPer')}
              description={t('company.optional')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('min_pay')}
            />
            <NumberInput
              label={t('company.maximumPayUgxPer')}
              description={t('company.optional')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('max_pay')}
            />
            <DateField
              label={t('company.submissionDeadline')}
              required
              minDate={today()}
              {...form.getInputProps('submission_deadline')}
            />
            <UrlField
              form={form}
              name="job_link"
              label={t('company.externalApplicationLink')}
              description={t('company.optionalWhereToApply')}
            />
          </SimpleGrid>
          <RichTextField form={form} name="description" label={t('company.jobDescription')} required />
          <RichTextField form={form} name="qualifications" label={t('company.qualifications')} required />
          <RichTextField form={form} name="application_procedure" label={t('company.applicationProcedure')} required />
          {feePhrases.length > 0 && (
            <Alert color="yellow" title={t('company.checkThisAdvertBefore')}>
              {t('company.found', {
                FEE_WARNING_TO_COMPANY: translateServerMessage(FEE_WARNING_TO_COMPANY),
                value1: feePhrases.map((p) => `“${p}”`).join(', '),
              })}
            </Alert>
          )}
          <FormButtons
            leave={{ to: '/company-manage-job', label: t('common.cancel') }}
            submit={id ? t('company.updateJob') : t('company.postJob')}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}
