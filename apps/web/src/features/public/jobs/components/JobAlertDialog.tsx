/**
 * "Get alerts for this search" (issue 15): names the search on screen and asks how often to hear of new jobs that
 * match it. Loaded when opened, so the search page does not carry it.
 */
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { useState, type FormEvent } from 'react';
import { Modal, Radio, TextInput, Button } from '@mantine/core';
import { Anchor, Group, Stack, Text } from '@/lib/ui/plain';
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_MESSAGES, type JobAlertFrequency } from '@portal/contract';
import { ApiError } from '@/lib/api';
import { parseErrorBody } from '@/lib/errors';
import { notifySuccess } from '@/lib/notify';
import { useSaveJobAlert } from '../api/jobAlert';
import { alertFilters, notKeptByAlert, type JobFilters } from '../filters';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

export function JobAlertDialog({
  filters,
  suggestedName,
  onClose,
}: {
  filters: JobFilters;
  suggestedName: string;
  onClose: () => void;
}) {
  const [name, setName] = useState(suggestedName.slice(0, 100));
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily');
  const [errors, setErrors] = useState<{ name?: string; frequency?: string; general?: string }>({});
  const save = useSaveJobAlert();
  const dropped = notKeptByAlert(filters).map((id) => t(id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: JOB_ALERT_MESSAGES.nameRequired });
    save.mutate(
      { name: name.trim(), frequency, ...alertFilters(filters) },
      {
        onSuccess: () => {
          notifySuccess(JOB_ALERT_MESSAGES.created, t('alert.saved'));
          onClose();
        },
        onError: (err) => {
          const parsed = err instanceof ApiError ? parseErrorBody(err.body) : null;
          const fieldText = parsed
            ? Object.entries(parsed.fields)
                .filter(([k]) => k !== 'name' && k !== 'frequency')
                .map(([, v]) => v)
            : [];
          setErrors({
            name: parsed?.fields.name,
            frequency: parsed?.fields.frequency,
            general: parsed ? [...parsed.general, ...fieldText].join(' ') || undefined : t('alert.notSaved'),
          });
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('alert.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('alert.intro')}</Text>
          <TextInput
            label={t('alert.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            required
            data-autofocus
          />
          <Radio.Group
            label={t('alert.howOften')}
            value={frequency}
            onChange={(v) => setFrequency(v as JobAlertFrequency)}
            error={errors.frequency}
          >
            <Stack gap="xs" mt="xs">
              {JOB_ALERT_FREQUENCIES.map((f) => (
                <Radio key={f} value={f} label={t(`alert.frequency.${f}`)} />
              ))}
            </Stack>
          </Radio.Group>
          {dropped.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('alert.dropped', { filters: dropped.join(', ') })}
            </Text>
          )}
          {errors.general && (
            <Text c="red.8" size="sm" role="alert">
              {errors.general}
            </Text>
          )}
          <Text size="sm">
            {t('alert.manageIn')}{' '}
            <Anchor component={Link} to="/saved-searches">
              {t('alert.jobAlerts')}
            </Anchor>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('alert.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
