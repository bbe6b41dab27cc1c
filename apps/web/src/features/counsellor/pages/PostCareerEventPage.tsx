/** /post-career-event and ?edit={id} (spec 002 "Create / edit career event"; §5 career event rules). */
import '@mantine/dates/styles.layer.css';
import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { Stack, Card } from '@/lib/ui/plain';
import { TimeInput } from '@mantine/dates';
import { useNavigate } from 'react-router';
import {
  CAREERS_MESSAGES,
  careerEventFormSchema,
  careerEventUpdateSchema,
  today,
  type CareerEvent,
} from '@portal/contract';
import { DateField } from '@/lib/ui/DateField';
import { EditRecordPage } from '@/lib/ui/PostFormShell';
import { multipartOf } from '@/lib/forms/multipart';
import { LogoField, UrlField } from '@/lib/forms/fields';
import { useServerForm } from '@/lib/forms/useServerForm';
import { notifySuccess } from '@/lib/notify';
import { useMyEvent, useSaveEvent } from '../api/events';
import { ServerErrors } from '../components/ServerErrors';
import { useObjectUrl } from '@/lib/useObjectUrl';
import { t } from '@/lib/i18n';
import { FormButtons } from '@/lib/forms/FormButtons';

interface EventValues {
  title: string;
  theme: string;
  location: string;
  event_date: string | null;
  start_time: string;
  end_time: string;
  registration_link: string;
  target_audience: string;
  logo: File | null;
}

const FIELDS = [
  'title',
  'theme',
  'location',
  'event_date',
  'start_time',
  'end_time',
  'registration_link',
  'target_audience',
  'logo',
] as const;
const labelsTexts = (): Record<string, string> => ({
  title: t('notifications.title'),
  theme: t('counsellor.theme'),
  location: t('job.location'),
  event_date: t('counsellor.eventDate'),
  start_time: t('counsellor.startTime'),
  end_time: t('counsellor.endTime'),
  registration_link: t('counsellor.registrationLink'),
  target_audience: t('counsellor.targetAudience'),
  logo: t('counsellor.eventLogo'),
});

/** '09:30:00' → '09:30' (the time field has no seconds). */
const hhmm = (time: string | undefined) => (time ?? '').slice(0, 5);

function valuesOf(event: CareerEvent | null): EventValues {
  return {
    title: event?.title ?? '',
    theme: event?.theme ?? '',
    location: event?.location ?? '',
    event_date: event?.event_date ?? null,
    start_time: hhmm(event?.start_time),
    end_time: hhmm(event?.end_time),
    registration_link: event?.registration_link ?? '',
    target_audience: event?.target_audience ?? '',
    logo: null,
  };
}

export function PostCareerEventPage() {
  return (
    <EditRecordPage
      useRecord={useMyEvent}
      headings={{ create: t('counsellor.postCareerEvent'), edit: t('counsellor.editCareerEvent') }}
      back={{ to: '/career-events', label: t('counsellor.backToCareerEvents') }}
      what={t('counsellor.thisCareerEvent')}
      form={(id, event) => <EventForm id={id} event={event} />}
    />
  );
}

function EventForm({ id, event }: { id: number | null; event: CareerEvent | null }) {
  const navigate = useNavigate();
  const save = useSaveEvent();
  const { form, formProps } = useServerForm<EventValues>({
    initialValues: valuesOf(event),
    // A new event cannot be in the past; an existing one keeps its date.
    schema: id === null ? careerEventFormSchema : careerEventUpdateSchema,
    validateInputOnChange: ['logo'],
    fields: FIELDS,
    onSubmit: (values, report) =>
      // A logo left empty is left out: the stored one stays.
      save.mutate(
        { id, body: multipartOf(values, ['logo']) },
        {
          onSuccess: () => {
            notifySuccess(id === null ? CAREERS_MESSAGES.eventPosted : CAREERS_MESSAGES.eventUpdated);
            void navigate('/career-events');
          },
          onError: (error) => report(error, CAREERS_MESSAGES.eventFailed),
        },
      ),
  });
  const preview = useObjectUrl(form.values.logo);

  return (
    <Card withBorder radius="md" padding="lg">
      <form {...formProps}>
        <Stack gap="md">
          <TextInput label={labelsTexts().title} required {...form.getInputProps('title')} />
          <Textarea label={labelsTexts().theme} required rows={4} {...form.getInputProps('theme')} />
          <TextInput
            label={labelsTexts().location}
            required
            autoComplete="street-address"
            {...form.getInputProps('location')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField
              label={labelsTexts().event_date}
              required
              minDate={id === null ? today() : undefined}
              {...form.getInputProps('event_date')}
            />
            <TimeInput label={labelsTexts().start_time} required {...form.getInputProps('start_time')} />
            <TimeInput label={labelsTexts().end_time} required {...form.getInputProps('end_time')} />
          </SimpleGrid>
          <UrlField form={form} name="registration_link" label={labelsTexts().registration_link} required />
          <TextInput
            label={labelsTexts().target_audience}
            required
            description={t('counsellor.whoTheEventIs')}
            {...form.getInputProps('target_audience')}
          />
          <LogoField
            form={form}
            name="logo"
            src={preview ?? event?.logo ?? null}
            alt={t('counsellor.eventLogoPreview')}
            label={labelsTexts().logo}
            description={event?.logo ? t('counsellor.optionalLeaveEmptyTo') : t('counsellor.optionalAnImageJpeg')}
            clearLabel={t('company.removeTheChosenLogo')}
          />
          <ServerErrors error={save.error} title={CAREERS_MESSAGES.eventFailed} labels={labelsTexts()} />
          <FormButtons
            leave={{ to: '/career-events', label: t('counsellor.back') }}
            submit={id === null ? t('counsellor.postCareerEvent') : t('counsellor.updateCareerEvent')}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}
