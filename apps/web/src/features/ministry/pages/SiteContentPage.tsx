import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { useState } from 'react';
import { Modal } from '@mantine/core';
import { Group, Stack, Text, Title, Button, Badge } from '@/lib/ui/plain';
import type { ManagedTestimonial, Partner } from '@portal/contract';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { EmptyState } from '@/lib/ui/EmptyState';
import { LoadError } from '@/lib/ui/QueryState';
import { PageLoader } from '@/lib/ui/PageLoader';
import {
  useContentWrite,
  useManagedTestimonials,
  usePartners,
  type PartnerValues,
  type TestimonialValues,
} from '../api/ministry';
import { PartnerForm, TestimonialForm } from '../components/ContentForms';
import { RowActions } from '../components/RowActions';
import { t } from '@/lib/i18n';
import { confirmRemoval } from '@/lib/confirm';

type Editing = { kind: 'partner'; row?: Partner } | { kind: 'testimonial'; row?: ManagedTestimonial } | null;

const NEW_PARTNER: PartnerValues = { name: '', short_name: '', color: '#0b3d91', url: '', position: 0, hidden: false };
const NEW_TESTIMONIAL: TestimonialValues = { user: '', text: '', position: 0, hidden: false };

/** /ministry/content: the home page's partners and testimonials, added, edited, ordered and hidden by the ministry. */
export function SiteContentPage() {
  usePageTitle(t('sidebar.siteContent'));
  const partners = usePartners();
  const testimonials = useManagedTestimonials();
  const removePartner = useContentWrite<PartnerValues>('partners');
  const removeTestimonial = useContentWrite<TestimonialValues>('testimonials');
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const remove = (kind: 'partner' | 'testimonial', id: number, name: string) => {
    const mutation = kind === 'partner' ? removePartner : removeTestimonial;
    confirmRemoval({
      title: t('ministry.remove', { name }),
      children: <Text>{t('ministry.itLeavesTheHome')}</Text>,
      confirm: t('saved.remove'),
      cancel: t('company.goBack'),
      onConfirm: () =>
        mutation.mutate(
          { id, remove: true },
          {
            onSuccess: () => notifySuccess(t('ministry.removed')),
            onError: () => notifyError(t('ministry.itWasNotRemoved')),
          },
        ),
    });
  };

  const shown = (hidden: boolean) =>
    hidden ? <Badge color="gray.7">{t('ministry.hidden')}</Badge> : <Badge color="teal.9">{t('ministry.shown')}</Badge>;
  const partnerColumns: Column<Partner>[] = [
    {
      header: t('ministry.partner'),
      cell: (p) => (
        <Stack gap={2}>
          <Text fw={700} c={p.color}>
            {p.short_name}
          </Text>
          <Text size="sm">{p.name}</Text>
        </Stack>
      ),
    },
    { header: t('ministry.order'), cell: (p) => p.position, nowrap: true },
    {
      header: t('ministry.homePage'),
      cell: (p) => (
        <Group gap={4}>
          {shown(p.hidden)}
          {p.example && (
            <Badge variant="outline" color="dark.6">
              {t('ministry.example')}
            </Badge>
          )}
        </Group>
      ),
      nowrap: true,
    },
    {
      header: t('table.actions'),
      kind: 'actions',
      cell: (p) => (
        <RowActions
          change={{
            label: t('ministry.edit2'),
            name: t('ministry.edit', { name: p.name }),
            onClick: () => setEditing({ kind: 'partner', row: p }),
          }}
          remove={{
            label: t('saved.remove'),
            name: t('ministry.remove2', { name: p.name }),
            onClick: () => remove('partner', p.id, p.name),
          }}
        />
      ),
    },
  ];
  const testimonialColumns: Column<ManagedTestimonial>[] = [
    { header: t('ministry.who'), cell: (x) => <Text fw={600}>{x.user}</Text> },
    { header: t('ministry.said'), cell: (x) => x.text },
    { header: t('ministry.order'), cell: (x) => x.position, nowrap: true },
    { header: t('ministry.homePage'), cell: (x) => shown(x.hidden), nowrap: true },
    {
      header: t('table.actions'),
      kind: 'actions',
      cell: (x) => (
        <RowActions
          change={{
            label: t('ministry.edit2'),
            name: t('ministry.editTheTestimonialOf', { user: x.user }),
            onClick: () => setEditing({ kind: 'testimonial', row: x }),
          }}
          remove={{
            label: t('saved.remove'),
            name: t('ministry.removeTheTestimonialOf', { user: x.user }),
            onClick: () => remove('testimonial', x.id, t('ministry.theTestimonialOf', { user: x.user })),
          }}
        />
      ),
    },
  ];

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('sidebar.siteContent')}</Title>
        <Text c="dimmed">{t('ministry.whatTheHomePage')}</Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="partners-title">
        <Group justify="space-between">
          <Title order={2} id="partners-title">
            {t('ministry.partners')}
          </Title>
          <Button onClick={() => setEditing({ kind: 'partner' })}>{t('ministry.addAPartner')}</Button>
        </Group>
        {partners.isPending ? (
          <PageLoader />
        ) : partners.error ? (
          <LoadError error={partners.error} onRetry={() => void partners.refetch()} what={t('ministry.thePartners')} />
        ) : partners.data.length ? (
          <DataTable rows={partners.data} columns={partnerColumns} labelledBy="partners-title" />
        ) : (
          <EmptyState title={t('ministry.noPartnersYet')}>{t('ministry.theHomePageLeaves')}</EmptyState>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="testimonials-title">
        <Group justify="space-between">
          <Title order={2} id="testimonials-title">
            {t('home.testimonialsLabel')}
          </Title>
          <Button onClick={() => setEditing({ kind: 'testimonial' })}>{t('ministry.addATestimonial')}</Button>
        </Group>
        {testimonials.isPending ? (
          <PageLoader />
        ) : testimonials.error ? (
          <LoadError
            error={testimonials.error}
            onRetry={() => void testimonials.refetch()}
            what={t('ministry.theTestimonials')}
          />
        ) : testimonials.data.length ? (
          <DataTable rows={testimonials.data} columns={testimonialColumns} labelledBy="testimonials-title" />
        ) : (
          <EmptyState title={t('ministry.noTestimonialsYet')}>{t('ministry.addWhatPeopleSay')}</EmptyState>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={close}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
        title={
          editing?.kind === 'partner'
            ? editing.row
              ? t('ministry.editPartner')
              : t('ministry.addAPartner')
            : editing?.row
              ? t('ministry.editTestimonial')
              : t('ministry.addATestimonial')
        }
      >
        {editing?.kind === 'partner' && (
          <PartnerForm
            {...(editing.row ? { id: editing.row.id } : {})}
            initial={
              editing.row
                ? {
                    name: editing.row.name,
                    short_name: editing.row.short_name,
                    color: editing.row.color,
                    url: editing.row.url ?? '',
                    position: editing.row.position,
                    hidden: editing.row.hidden,
                  }
                : NEW_PARTNER
            }
            onDone={close}
          />
        )}
        {editing?.kind === 'testimonial' && (
          <TestimonialForm
            {...(editing.row ? { id: editing.row.id } : {})}
            initial={
              editing.row
                ? {
                    user: editing.row.user,
                    text: editing.row.text,
                    position: editing.row.position,
                    hidden: editing.row.hidden,
                  }
                : NEW_TESTIMONIAL
            }
            onDone={close}
          />
        )}
      </Modal>
    </Stack>
  );
}
