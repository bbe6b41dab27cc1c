/** A ministry action's confirmation: what will happen, the reason (recorded in the audit log), and the server's answer. */
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Modal, Textarea, TextInput, Button } from '@mantine/core';
import { Group, Stack, Text } from '@/lib/ui/plain';
import { ApiError, firstMessage } from '@/lib/api';
import { t } from '@/lib/i18n';

export interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The field's label; `required`: the action cannot go without it. */
  label: string;
  required?: boolean;
  /** A one-line field (a registration number) instead of a paragraph. */
  short?: boolean;
  /** The field's first text (a suggested wording to edit); remount the dialog (`key`) for another. */
  initialText?: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  /** Runs the action; a 400 keeps the dialog open with the server's message under the field. */
  onConfirm: (text: string) => Promise<unknown>;
}

export function ReasonDialog({
  opened,
  onClose,
  title,
  children,
  label,
  required,
  short,
  initialText = '',
  confirmLabel,
  danger,
  busy,
  onConfirm,
}: ReasonDialogProps) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setText(initialText);
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (required && !text.trim()) {
      setError(t('ministry.sayWhyThisIs'));
      return;
    }
    try {
      await onConfirm(text.trim());
      close();
    } catch (err) {
      setError((err instanceof ApiError ? firstMessage(err.body) : undefined) ?? t('ministry.theActionFailedPlease'));
    }
  };
  const Field = short ? TextInput : Textarea;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm">{children}</Text>
          <Field
            label={label}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={error}
            required={required}
            maxLength={short ? 50 : 2000}
            {...(short ? {} : { autosize: true, minRows: 3 })}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('company.goBack')}
            </Button>
            <Button type="submit" color={danger ? 'red.9' : undefined} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
