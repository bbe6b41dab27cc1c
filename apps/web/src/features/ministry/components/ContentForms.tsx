/** The partner and testimonial forms of the Site content page, each checked by the contract's schema. */
import { Button, Checkbox, NumberInput, Textarea, TextInput } from '@mantine/core';
import { partnerBody, testimonialBody } from '@portal/contract';
import { ServerFormFrame, useServerForm } from '@/lib/forms/useServerForm';
import { notifySuccess } from '@/lib/notify';
import { useContentWrite, type PartnerValues, type TestimonialValues } from '../api/ministry';

const PARTNER_FIELDS = ['name', 'short_name', 'color', 'url', 'position', 'hidden'] as const;
const TESTIMONIAL_FIELDS = ['user', 'text', 'position', 'hidden'] as const;

/** The form of one partner or testimonial: checked by the contract's schema, saved (added or replaced), then closed. */
function useContentForm<Values extends PartnerValues | TestimonialValues>(
  kind: 'partners' | 'testimonials',
  { id, initial, onDone, schema, fields, noun }: { id?: number; initial: Values; onDone: () => void; schema: typeof partnerBody | typeof testimonialBody; fields: readonly string[]; noun: string },
) {
  const save = useContentWrite<Values>(kind);
  const server = useServerForm<Values>({
    initialValues: initial,
    schema,
    fields,
    onSubmit: (values, report) =>
      save.mutate(
        { ...(id ? { id } : {}), values },
        { onSuccess: () => { notifySuccess(id ? `${noun} saved.` : `${noun} added.`); onDone(); }, onError: (err) => report(err, `The ${noun.toLowerCase()} was not saved`) },
      ),
  });
  return { server, saving: save.isPending };
}

export function PartnerForm({ id, initial, onDone }: { id?: number; initial: PartnerValues; onDone: () => void }) {
  const { server, saving } = useContentForm('partners', { ...(id ? { id } : {}), initial, onDone, schema: partnerBody, fields: PARTNER_FIELDS, noun: 'Partner' });
  const { form } = server;
  return (
    <ServerFormFrame server={server} actions={<><Button variant="default" onClick={onDone}>Cancel</Button><Button type="submit" loading={saving}>Save partner</Button></>}>
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <TextInput label="Short name shown in the mark" description="At most 12 characters, such as DIT" required maxLength={12} {...form.getInputProps('short_name')} />
      <TextInput type="color" label="Colour of the mark" {...form.getInputProps('color')} w={160} />
      <TextInput type="url" label="Web site" placeholder="https://" {...form.getInputProps('url')} />
      <NumberInput label="Order" description="Lower numbers come first" min={0} max={10000} allowDecimal={false} {...form.getInputProps('position')} w={160} />
      <Checkbox label="Hidden from the home page" {...form.getInputProps('hidden', { type: 'checkbox' })} />
    </ServerFormFrame>
  );
}

export function TestimonialForm({ id, initial, onDone }: { id?: number; initial: TestimonialValues; onDone: () => void }) {
  const { server, saving } = useContentForm('testimonials', { ...(id ? { id } : {}), initial, onDone, schema: testimonialBody, fields: TESTIMONIAL_FIELDS, noun: 'Testimonial' });
  const { form } = server;
  return (
    <ServerFormFrame server={server} actions={<><Button variant="default" onClick={onDone}>Cancel</Button><Button type="submit" loading={saving}>Save testimonial</Button></>}>
      <TextInput label="Who said it" description="A name and what they do, such as Grace A., welder in Gulu" required {...form.getInputProps('user')} />
      <Textarea label="What they said" required autosize minRows={3} maxLength={2000} {...form.getInputProps('text')} />
      <NumberInput label="Order" description="Lower numbers come first" min={0} max={10000} allowDecimal={false} {...form.getInputProps('position')} w={160} />
      <Checkbox label="Hidden from the home page" {...form.getInputProps('hidden', { type: 'checkbox' })} />
    </ServerFormFrame>
  );
}
