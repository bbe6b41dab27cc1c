/** /trainer-post-training and /trainer-post-training?edit={id} (spec 002 "Create training form", §5 training form rules). */
import '@mantine/core/styles/Image.layer.css';
import '@mantine/dates/styles.layer.css';
import { Image, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Stack, Text, Card } from '@/lib/ui/plain';
import { TimeInput } from '@mantine/dates';
import { useNavigate } from 'react-router';
import {
  TRAINER_MESSAGES,
  today,
  trainingFormSchema,
  trainingUpdateSchema,
  type Lookup,
  type Training,
} from '@portal/contract';
import { useEditId } from '@/lib/useEditId';
import { DateField } from '@/lib/ui/DateField';
import { PostFormShell } from '@/lib/ui/PostFormShell';
import { multipartOf } from '@/lib/forms/multipart';
import { ImageField, UrlField } from '@/lib/forms/fields';
import { useServerForm } from '@/lib/forms/useServerForm';
import { toOptions, useContractTypes } from '@/lib/lookups';
import { notifySuccess } from '@/lib/notify';
import { RichTextField } from '@/lib/ui/RichTextField';
import { useOwnTraining, useSaveTraining } from '../api/trainings';
import { useObjectUrl } from '@/lib/useObjectUrl';
import { t } from '@/lib/i18n';
import { FormButtons } from '@/lib/forms/FormButtons';

type TrainingValues = {
  title: string;
  description: string;
  location: string;
  date: string | null;
  time: string;
  max_no_participants: number | string;
  fees: number | string;
  registration_link: string;
  contract_type: string | null;
  logo: File | null;
};

const FIELDS = [
  'title',
  'description',
  'location',
  'date',
  'time',
  'max_no_participants',
  'fees',
  'registration_link',
  'contract_type',
  'logo',
] as const;

const MANAGE = '/trainer-manage-training';

function valuesOf(training: Training | null, contractTypes: Lookup[]): TrainingValues {
  const contract = training?.contract_type
    ? contractTypes.find((c) => c.name === training.contract_type?.name)
    : undefined;
  return {
    title: training?.title ?? '',
    description: training?.description ?? '',
    location: training?.location ?? '',
    date: training?.date ?? null,
    // The server answers HH:MM:SS; the time field shows HH:MM.
    time: training?.time.slice(0, 5) ?? '',
    max_no_participants: training?.max_no_participants ?? '',
    fees: training?.fees ?? '',
    registration_link: training?.registration_link ?? '',
    contract_type: contract ? String(contract.id) : null,
    logo: null,
  };
}

/** The page: create mode without `edit`, edit mode with it (inside the trainer layout, so the caller is a trainer). */
export function PostTrainingPage() {
  const editId = useEditId();
  const training = useOwnTraining(editId);
  const contractTypes = useContractTypes();
  return (
    <PostFormShell
      heading={editId ? t('trainer.editTraining') : t('trainer.createNewTraining')}
      back={{ to: MANAGE, label: t('trainer.backToManageTrainings') }}
      loading={(editId !== null && training.isPending) || contractTypes.isPending}
      error={(editId !== null ? training.error : null) ?? contractTypes.error}
      onRetry={() => {
        void contractTypes.refetch();
        if (editId) void training.refetch();
      }}
      what={editId ? t('catalogue.thisTraining') : t('trainer.theTrainingForm')}
    >
      <TrainingForm
        key={editId ?? 'new'}
        id={editId}
        training={editId ? (training.data ?? null) : null}
        contractTypes={contractTypes.data ?? []}
      />
    </PostFormShell>
  );
}

function TrainingForm({
  id,
  training,
  contractTypes,
}: {
  id: number | null;
  training: Training | null;
  contractTypes: Lookup[];
}) {
  const navigate = useNavigate();
  const save = useSaveTraining();
  // A new training cannot be in the past; an existing one may be corrected whatever its date.
  const schema = id ? trainingUpdateSchema : trainingFormSchema;
  const server = useServerForm<TrainingValues>({
    initialValues: valuesOf(training, contractTypes),
    schema,
    fields: FIELDS,
    onSubmit: (values, report) => {
      const parsed = schema.safeParse(values);
      if (!parsed.success) return;
      // Left out when empty: the type (a PUT without one clears it) and the banner (the stored one stays).
      save.mutate(
        { id, body: multipartOf(parsed.data, ['contract_type', 'logo']) },
        {
          onSuccess: () => {
            notifySuccess(id ? TRAINER_MESSAGES.trainingUpdated : TRAINER_MESSAGES.trainingPosted);
            void navigate(MANAGE);
          },
          onError: (error) => report(error, TRAINER_MESSAGES.trainingFailed),
        },
      );
    },
  });
  const { form } = server;
  const preview = useObjectUrl(form.values.logo);
  const current = preview ?? training?.logo ?? null;

  return (
    <Card withBorder radius="md" padding="lg">
      <form {...server.formProps}>
        <Stack gap="md">
          <TextInput label={t('notifications.title')} required {...form.getInputProps('title')} />
          <RichTextField
            form={form}
            name="description"
            label={t('notifications.description')}
            description={t('trainer.whatLearnersWillDo')}
            required
            minHeight={140}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('job.location')}
              description={t('trainer.theVenueATraining')}
              required
              {...form.getInputProps('location')}
            />
            <Select
              label={t('trainer.trainingType')}
              description={t('trainer.optional')}
              clearable
              data={toOptions(contractTypes)}
              placeholder={t('trainer.chooseAType')}
              {...form.getInputProps('contract_type')}
            />
            <DateField
              label={t('counsellor.date')}
              description={t('trainer.theDayTheTraining')}
              required
              minDate={id ? undefined : today()}
              {...form.getInputProps('date')}
            />
            <TimeInput
              label={t('trainer.startTime')}
              description={t('trainer.24HourClockE')}
              required
              {...form.getInputProps('time')}
            />
            <NumberInput
              label={t('trainer.maximumNumberOfParticipants')}
              description={t('trainer.enter1WhenThere')}
              required
              min={-1}
              allowDecimal={false}
              {...form.getInputProps('max_no_participants')}
            />
            <NumberInput
              label={t('trainer.feesUgx')}
              description={t('trainer.enter0WhenThere')}
              required
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('fees')}
            />
          </SimpleGrid>
          <UrlField
            form={form}
            name="registration_link"
            label={t('counsellor.registrationLink')}
            description={t('trainer.whereLearnersRegisterFor')}
            required
          />
          <Stack gap="xs">
            <ImageField
              form={form}
              name="logo"
              label={training?.logo ? t('trainer.newBannerImage') : t('trainer.bannerImage')}
              description={training?.logo ? t('trainer.leaveEmptyToKeep') : t('trainer.optionalAJpegPng')}
              clearLabel={t('trainer.removeTheChosenBanner')}
            />
            {current ? (
              <Image
                src={current}
                alt={preview ? t('trainer.previewOfTheNew') : t('trainer.currentBanner')}
                h={140}
                w="auto"
                maw="100%"
                fit="contain"
                radius="md"
              />
            ) : (
              training && <Text size="sm">{t('trainer.noBannerYet')}</Text>
            )}
          </Stack>
          <FormButtons
            leave={{ to: MANAGE, label: t('common.cancel') }}
            submit={id ? t('trainer.updateTraining') : t('trainer.postTraining')}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}
