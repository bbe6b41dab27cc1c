import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { useState } from 'react';
import { Modal, TextInput } from '@mantine/core';
import { Button, Group, Stack, Text, Title } from '@/lib/ui/plain';
import { tradeSynonymGroupBody, type TradeSynonymGroup } from '@portal/contract';
import { confirmRemoval } from '@/lib/confirm';
import { DialogServerForm } from '@/lib/forms/FormButtons';
import { useServerForm } from '@/lib/forms/useServerForm';
import { t } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { EmptyState } from '@/lib/ui/EmptyState';
import { PageLoader } from '@/lib/ui/PageLoader';
import { LoadError } from '@/lib/ui/QueryState';
import { useTradeSynonyms, useTradeSynonymWrite, type TradeSynonymValues } from '../api/ministry';
import { RowActions } from '../components/RowActions';

const FIELDS = ['en', 'sw', 'lg'] as const;
const NEW_GROUP: TradeSynonymValues = { en: '', sw: '', lg: '' };
/** A group's name where one is needed (its first terms). */
const nameOf = (g: TradeSynonymGroup) => [g.en[0], g.sw[0], g.lg[0]].filter(Boolean).join(' / ');
const terms = (list: readonly string[]) => list.join(', ');

/** The form of one group: each language's terms between commas, checked by the contract's schema, saved, closed. */
function SynonymGroupForm({ id, initial, onDone }: { id?: number; initial: TradeSynonymValues; onDone: () => void }) {
  const save = useTradeSynonymWrite();
  const server = useServerForm<TradeSynonymValues>({
    initialValues: initial,
    schema: tradeSynonymGroupBody,
    fields: FIELDS,
    onSubmit: (values, report) =>
      save.mutate(
        { ...(id ? { id } : {}), values },
        {
          onSuccess: () => {
            notifySuccess(id ? t('ministry.groupSaved') : t('ministry.groupAdded'));
            onDone();
          },
          onError: (err) => report(err, t('ministry.groupNotSaved')),
        },
      ),
  });
  const { form } = server;
  const description = t('ministry.separateTheWordsWith');
  return (
    <DialogServerForm server={server} onCancel={onDone} submit={t('ministry.saveGroup')} saving={save.isPending}>
      <TextInput label={t('ministry.inEnglish')} description={description} required {...form.getInputProps('en')} />
      <TextInput label={t('ministry.inKiswahili')} description={description} {...form.getInputProps('sw')} />
      <TextInput label={t('ministry.inLuganda')} description={description} {...form.getInputProps('lg')} />
    </DialogServerForm>
  );
}

/**
 * /ministry/trade-synonyms: the words of one trade in English, Kiswahili and Luganda (issue 32), so a person who
 * searches in their own words finds the jobs titled in English; listed, added, edited and removed by the Ministry.
 */
export function TradeSynonymsPage() {
  usePageTitle(t('sidebar.tradeSynonyms'));
  const groups = useTradeSynonyms();
  const removal = useTradeSynonymWrite();
  const [editing, setEditing] = useState<{ row?: TradeSynonymGroup } | null>(null);
  const close = () => setEditing(null);
  const remove = (group: TradeSynonymGroup) =>
    confirmRemoval({
      title: t('ministry.removeTheGroup', { name: nameOf(group) }),
      children: <Text>{t('ministry.searchesForItsWords')}</Text>,
      confirm: t('saved.remove'),
      cancel: t('company.goBack'),
      onConfirm: () =>
        removal.mutate(
          { id: group.id, remove: true },
          {
            onSuccess: () => notifySuccess(t('ministry.removed')),
            onError: () => notifyError(t('ministry.itWasNotRemoved')),
          },
        ),
    });

  const columns: Column<TradeSynonymGroup>[] = [
    { header: t('ministry.inEnglish'), cell: (g) => <Text fw={600}>{terms(g.en)}</Text> },
    { header: t('ministry.inKiswahili'), cell: (g) => terms(g.sw) },
    { header: t('ministry.inLuganda'), cell: (g) => terms(g.lg) },
    {
      header: t('table.actions'),
      kind: 'actions',
      cell: (g) => (
        <RowActions
          change={{
            label: t('ministry.edit2'),
            name: t('ministry.editTheGroup', { name: nameOf(g) }),
            onClick: () => setEditing({ row: g }),
          }}
          remove={{
            label: t('saved.remove'),
            name: t('ministry.removeTheGroupNamed', { name: nameOf(g) }),
            onClick: () => remove(g),
          }}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group justify="space-between">
          <Title order={1} id="synonyms-title">
            {t('sidebar.tradeSynonyms')}
          </Title>
          <Button onClick={() => setEditing({})}>{t('ministry.addAGroup')}</Button>
        </Group>
        <Text c="dimmed">{t('ministry.wordsForTheSame')}</Text>
      </Stack>
      {groups.isPending ? (
        <PageLoader />
      ) : groups.error ? (
        <LoadError error={groups.error} onRetry={() => void groups.refetch()} what={t('ministry.theSearchWords')} />
      ) : groups.data.length ? (
        <DataTable rows={groups.data} columns={columns} labelledBy="synonyms-title" />
      ) : (
        <EmptyState title={t('ministry.noSearchWordsYet')}>{t('ministry.addAGroupSo')}</EmptyState>
      )}
      <Modal
        opened={editing !== null}
        onClose={close}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
        title={editing?.row ? t('ministry.editGroup') : t('ministry.addAGroup')}
      >
        {editing && (
          <SynonymGroupForm
            {...(editing.row ? { id: editing.row.id } : {})}
            initial={
              editing.row
                ? { en: terms(editing.row.en), sw: terms(editing.row.sw), lg: terms(editing.row.lg) }
                : NEW_GROUP
            }
            onDone={close}
          />
        )}
      </Modal>
    </Stack>
  );
}
