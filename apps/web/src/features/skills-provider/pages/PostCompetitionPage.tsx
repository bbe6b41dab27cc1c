/** /post-skill and /post-skill?edit={id} (spec 002 "Post / edit skills competition", §5 competition rules). */
import '@mantine/core/styles/Image.layer.css';
import { Image, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { Group, Stack, Text, Card } from '@/lib/ui/plain';
import { useNavigate } from 'react-router';
import {
  competitionFormSchema,
  competitionUpdateSchema,
  SKILLS_MESSAGES,
  today,
  type Competition,
} from '@portal/contract';
import { DateField } from '@/lib/ui/DateField';
import { EditRecordPage } from '@/lib/ui/PostFormShell';
import { ImageField, UrlField } from '@/lib/forms/fields';
import { useServerForm } from '@/lib/forms/useServerForm';
import { notifySuccess } from '@/lib/notify';
import { useMyCompetition, useSaveCompetition } from '../api/competitions';
import { useObjectUrl } from '@/lib/useObjectUrl';
import { multipartOf } from '@/lib/forms/multipart';
import { t } from '@/lib/i18n';
import { FormButtons } from '@/lib/forms/FormButtons';

interface CompetitionValues {
  competition_title: string;
  description: string;
  guidelines: string;
  location: string;
  start_date: string | null;
  end_date: string | null;
  application_link: string;
  logo: File | null;
}

const FIELDS = [
  'competition_title',
  'description',
  'guidelines',
  'location',
  'start_date',
  'end_date',
  'application_link',
  'logo',
] as const;

function valuesOf(c: Competition | null): CompetitionValues {
  return {
    competition_title: c?.competition_title ?? '',
    description: c?.description ?? '',
    guidelines: c?.guidelines ?? '',
    location: c?.location ?? '',
    start_date: c?.start_date ?? null,
    end_date: c?.end_date ?? null,
    application_link: c?.application_link ?? '',
    logo: null,
  };
}

export function PostCompetitionPage() {
  return (
    <EditRecordPage
      useRecord={useMyCompetition}
      headings={{ create: t('provider.postASkillsCompetition'), edit: t('provider.editSkillsCompetition') }}
      back={{ to: '/manage-competitions', label: t('provider.backToManageCompetitions') }}
      what={t('catalogue.thisCompetition')}
      form={(id, competition) => <CompetitionForm id={id} competition={competition} />}
    />
  );
}

function CompetitionForm({ id, competition }: { id: number | null; competition: Competition | null }) {
  const navigate = useNavigate();
  const save = useSaveCompetition();
  // A new competition cannot start in the past; an edit may keep a start date that has passed.
  const schema = id === null ? competitionFormSchema : competitionUpdateSchema;
  const server = useServerForm<CompetitionValues>({
    initialValues: valuesOf(competition),
    schema: schema,
    fields: FIELDS,
    onSubmit: (values, report) =>
      save.mutate(
        { id, body: multipartOf(values, ['logo']) },
        {
          onSuccess: () => {
            notifySuccess(id ? SKILLS_MESSAGES.competitionUpdated : SKILLS_MESSAGES.competitionCreated);
            void navigate('/manage-competitions');
          },
          onError: (error) =>
            report(error, id ? SKILLS_MESSAGES.competitionUpdateFailed : SKILLS_MESSAGES.competitionCreateFailed),
        },
      ),
  });
  const { form } = server;
  const preview = useObjectUrl(form.values.logo);
  const shown = preview ?? competition?.logo ?? null;
  const start = form.values.start_date;

  return (
    <Card withBorder radius="md" padding="lg">
      <form {...server.formProps}>
        <Stack gap="md">
          <TextInput label={t('provider.competitionTitle')} required {...form.getInputProps('competition_title')} />
          <Textarea
            label={t('notifications.description')}
            description={t('provider.whatTheCompetitionIs')}
            required
            rows={4}
            {...form.getInputProps('description')}
          />
          <Textarea
            label={t('catalogue.guidelines')}
            description={t('provider.whoMayTakePart')}
            required
            rows={4}
            {...form.getInputProps('guidelines')}
          />
          <TextInput
            label={t('job.location')}
            description={t('provider.whereTheCompetitionTakes')}
            required
            {...form.getInputProps('location')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label={t('provider.startDate')}
              required
              minDate={id === null ? today() : undefined}
              {...form.getInputProps('start_date')}
            />
            <DateField
              label={t('provider.endDate')}
              required
              minDate={start ?? (id === null ? today() : undefined)}
              {...form.getInputProps('end_date')}
            />
          </SimpleGrid>
          <UrlField
            form={form}
            name="application_link"
            label={t('provider.applicationLink')}
            description={t('provider.optionalAWebPage')}
          />
          <Group align="flex-end" gap="md" wrap="wrap">
            {shown ? (
              <Image
                src={shown}
                alt={preview ? t('provider.competitionLogoPreview') : t('provider.currentCompetitionLogo')}
                h={72}
                w={72}
                fit="contain"
                radius="md"
              />
            ) : null}
            <ImageField
              form={form}
              name="logo"
              style={{ flex: 1, minWidth: 200 }}
              label={competition?.logo ? t('provider.newLogo') : t('table.logo')}
              description={competition?.logo ? t('provider.optionalLeaveEmptyTo') : t('provider.optionalAnImageJpeg')}
              clearLabel={t('company.removeTheChosenLogo')}
            />
          </Group>
          {competition && !competition.logo && !preview && <Text size="sm">{t('company.noLogoYet')}</Text>}
          <FormButtons
            leave={{ to: '/manage-competitions', label: t('common.cancel') }}
            submit={id ? t('provider.updateCompetition') : t('provider.postCompetition')}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}
