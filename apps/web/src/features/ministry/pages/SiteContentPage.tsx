import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ManagedTestimonial, Partner } from '@portal/contract';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { EmptyState } from '@/lib/ui/EmptyState';
import { LoadError } from '@/lib/ui/QueryState';
import { PageLoader } from '@/lib/ui/PageLoader';
import { useContentWrite, useManagedTestimonials, usePartners, type PartnerValues, type TestimonialValues } from '../api/ministry';
import { PartnerForm, TestimonialForm } from '../components/ContentForms';

type Editing = { kind: 'partner'; row?: Partner } | { kind: 'testimonial'; row?: ManagedTestimonial } | null;

const NEW_PARTNER: PartnerValues = { name: '', short_name: '', color: '#0b3d91', url: '', position: 0, hidden: false };
const NEW_TESTIMONIAL: TestimonialValues = { user: '', text: '', position: 0, hidden: false };

/** /ministry/content: the home page's partners and testimonials, added, edited, ordered and hidden by the ministry. */
export function SiteContentPage() {
  usePageTitle('Site content');
  const partners = usePartners();
  const testimonials = useManagedTestimonials();
  const removePartner = useContentWrite<PartnerValues>('partners');
  const removeTestimonial = useContentWrite<TestimonialValues>('testimonials');
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const remove = (kind: 'partner' | 'testimonial', id: number, name: string) => {
    const mutation = kind === 'partner' ? removePartner : removeTestimonial;
    modals.openConfirmModal({
      title: `Remove ${name}?`,
      centered: true,
      closeButtonProps: { 'aria-label': 'Close' },
      children: <Text>It leaves the home page for good. The removal is recorded in the audit log.</Text>,
      labels: { confirm: 'Remove', cancel: 'Go back' },
      confirmProps: { color: 'red.9' },
      onConfirm: () => mutation.mutate({ id, remove: true }, { onSuccess: () => notifySuccess('Removed.'), onError: () => notifyError('It was not removed. Please try again.') }),
    });
  };

  const shown = (hidden: boolean) => (hidden ? <Badge color="gray.7">Hidden</Badge> : <Badge color="teal.9">Shown</Badge>);
  const partnerColumns: Column<Partner>[] = [
    { header: 'Partner', cell: (p) => <Stack gap={2}><Text fw={700} c={p.color}>{p.short_name}</Text><Text size="sm">{p.name}</Text></Stack> },
    { header: 'Order', cell: (p) => p.position, nowrap: true },
    { header: 'Home page', cell: (p) => <Group gap={4}>{shown(p.hidden)}{p.example && <Badge variant="outline" color="dark.6">Example</Badge>}</Group>, nowrap: true },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (p) => (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setEditing({ kind: 'partner', row: p })} aria-label={`Edit ${p.name}`}>Edit</Button>
          <Button size="xs" color="red.9" variant="outline" onClick={() => remove('partner', p.id, p.name)} aria-label={`Remove ${p.name}`}>Remove</Button>
        </Group>
      ),
    },
  ];
  const testimonialColumns: Column<ManagedTestimonial>[] = [
    { header: 'Who', cell: (x) => <Text fw={600}>{x.user}</Text> },
    { header: 'Said', cell: (x) => x.text },
    { header: 'Order', cell: (x) => x.position, nowrap: true },
    { header: 'Home page', cell: (x) => shown(x.hidden), nowrap: true },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (x) => (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setEditing({ kind: 'testimonial', row: x })} aria-label={`Edit the testimonial of ${x.user}`}>Edit</Button>
          <Button size="xs" color="red.9" variant="outline" onClick={() => remove('testimonial', x.id, `the testimonial of ${x.user}`)} aria-label={`Remove the testimonial of ${x.user}`}>Remove</Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Site content</Title>
        <Text c="dimmed">What the home page shows of the portal’s partners and of the people it helped.</Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="partners-title">
        <Group justify="space-between">
          <Title order={2} id="partners-title">Partners</Title>
          <Button onClick={() => setEditing({ kind: 'partner' })}>Add a partner</Button>
        </Group>
        {partners.isPending ? <PageLoader /> : partners.error ? <LoadError error={partners.error} onRetry={() => void partners.refetch()} what="the partners" /> : partners.data.length ? (
          <DataTable rows={partners.data} columns={partnerColumns} labelledBy="partners-title" />
        ) : (
          <EmptyState title="No partners yet">The home page leaves the partners out until you add one.</EmptyState>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="testimonials-title">
        <Group justify="space-between">
          <Title order={2} id="testimonials-title">Testimonials</Title>
          <Button onClick={() => setEditing({ kind: 'testimonial' })}>Add a testimonial</Button>
        </Group>
        {testimonials.isPending ? <PageLoader /> : testimonials.error ? <LoadError error={testimonials.error} onRetry={() => void testimonials.refetch()} what="the testimonials" /> : testimonials.data.length ? (
          <DataTable rows={testimonials.data} columns={testimonialColumns} labelledBy="testimonials-title" />
        ) : (
          <EmptyState title="No testimonials yet">Add what people say about the portal.</EmptyState>
        )}
      </Stack>
      <Modal opened={editing !== null} onClose={close} centered closeButtonProps={{ 'aria-label': 'Close' }} title={editing?.kind === 'partner' ? (editing.row ? 'Edit partner' : 'Add a partner') : editing?.row ? 'Edit testimonial' : 'Add a testimonial'}>
        {editing?.kind === 'partner' && (
          <PartnerForm
            {...(editing.row ? { id: editing.row.id } : {})}
            initial={editing.row ? { name: editing.row.name, short_name: editing.row.short_name, color: editing.row.color, url: editing.row.url ?? '', position: editing.row.position, hidden: editing.row.hidden } : NEW_PARTNER}
            onDone={close}
          />
        )}
        {editing?.kind === 'testimonial' && (
          <TestimonialForm
            {...(editing.row ? { id: editing.row.id } : {})}
            initial={editing.row ? { user: editing.row.user, text: editing.row.text, position: editing.row.position, hidden: editing.row.hidden } : NEW_TESTIMONIAL}
            onDone={close}
          />
        )}
      </Modal>
    </Stack>
  );
}
