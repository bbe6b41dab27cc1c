/** The partner and testimonial forms of the Site content page, each checked by the contract's schema. */
import { NumberInput, Textarea, TextInput, Checkbox } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { partnerBody, testimonialBody } from '@portal/contract';
import { UrlField } from '@/lib/forms/fields';
import { useServerForm } from '@/lib/forms/useServerForm';
import { notifySuccess } from '@/lib/notify';
import { useContentWrite, type PartnerValues, type TestimonialValues } from '../api/ministry';
import { t } from '@/lib/i18n';
import { DialogServerForm } from '@/lib/forms/FormButtons';

const PARTNER_FIELDS = ['name', 'short_name', 'color', 'url', 'position', 'hidden'] as const;
const TESTIMONIAL_FIELDS = ['user', 'text', 'position', 'hidden'] as const;

/** What the Site content page gives a form: the row it edits (none: a new one), and what to do once it is done. */
type ContentFormProps<Values> = { id?: number; initial: Values; onDone: () => void };

/** The form of one partner or testimonial: checked by the contract's schema, saved (added or replaced), then closed. */
function useContentForm<Values extends PartnerValues | TestimonialValues>(
  kind: 'partners' | 'testimonials',
  { id, initial, onDone }: ContentFormProps<Values>,
  {
    schema,
    fields,
    noun,
  }: { schema: typeof partnerBody | typeof testimonialBody; fields: readonly string[]; noun: string },
) {
  const save = useContentWrite<Values>(kind);
  const server = useServerForm<Values>({
    initialValues: initial,
    schema,
    fields,
    onSubmit: (values, report) =>
      save.mutate(
        { ...(id ? { id } : {}), values },
        {
          onSuccess: () => {
            notifySuccess(id ? `${noun} saved.` : `${noun} added.`);
            onDone();
          },
          onError: (err) => report(err, t('ministry.theWasNotSaved', { value0: noun.toLowerCase() })),
        },
      ),
  });
  return { server, saving: save.isPending };
}

/** Where a partner or testimonial stands on the home page: its order, and whether it is shown at all. */
function PlaceOnHomePage({ position, hidden }: { position: GetInputPropsReturnType; hidden: GetInputPropsReturnType }) {
  return (
    <>
      <NumberInput
        label={t('ministry.order')}
        description={t('ministry.lowerNumbersComeFirst')}
        min={0}
        max={10000}
        allowDecimal={false}
        {...position}
        w={160}
      />
      <Checkbox label={t('ministry.hiddenFromTheHome')} {...hidden} />
    </>
  );
}

export function PartnerForm(props: ContentFormProps<PartnerValues>) {
  const { server, saving } = useContentForm('partners', props, {
    schema: partnerBody,
    fields: PARTNER_FIELDS,
    noun: t('ministry.partner'),
  });
  const { form } = server;
  return (
    <DialogServerForm server={server} onCancel={props.onDone} submit={t('ministry.savePartner')} saving={saving}>
      <TextInput label={t('ministry.name')} required {...form.getInputProps('name')} />
      <TextInput
        label={t('ministry.shortNameShownIn')}
        description={t('ministry.atMost12Characters')}
        required
        maxLength={12}
        {...form.getInputProps('short_name')}
      />
      <TextInput type="color" label={t('ministry.colourOfTheMark')} {...form.getInputProps('color')} w={160} />
      <UrlField form={form} name="url" label={t('ministry.webSite')} />
      <PlaceOnHomePage
        position={form.getInputProps('position')}
        hidden={form.getInputProps('hidden', { type: 'checkbox' })}
      />
    </DialogServerForm>
  );
}

export function TestimonialForm(props: ContentFormProps<TestimonialValues>) {
  const { server, saving } = useContentForm('testimonials', props, {
    schema: testimonialBody,
    fields: TESTIMONIAL_FIELDS,
    noun: t('ministry.testimonial'),
  });
  const { form } = server;
  return (
    <DialogServerForm server={server} onCancel={props.onDone} submit={t('ministry.saveTestimonial')} saving={saving}>
      <TextInput
        label={t('ministry.whoSaidIt')}
        description={t('ministry.aNameAndWhat')}
        required
        {...form.getInputProps('user')}
      />
      <Textarea
        label={t('ministry.whatTheySaid')}
        required
        autosize
        minRows={3}
        maxLength={2000}
        {...form.getInputProps('text')}
      />
      <PlaceOnHomePage
        position={form.getInputProps('position')}
        hidden={form.getInputProps('hidden', { type: 'checkbox' })}
      />
    </DialogServerForm>
  );
}
