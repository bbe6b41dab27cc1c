/** A form's closing pair of buttons: the way out (back to a page, or closing the dialog), then its submit button. */
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';
import { Group } from '@/lib/ui/plain';
import { ServerFormFrame, type ServerForm } from './useServerForm';

type Leave = { label: string } & ({ to: string } | { onClick: () => void });

type Buttons = { leave: Leave; submit: string; saving: boolean };

/** The two buttons, at the end of a form's last row. */
export function FormButtons(buttons: Buttons) {
  return (
    <Group justify="flex-end" gap="sm">
      <LeaveAndSubmit {...buttons} />
    </Group>
  );
}

function LeaveAndSubmit({ leave, submit, saving }: Buttons) {
  return (
    <>
      {'to' in leave ? (
        <Button component={Link} to={leave.to} variant="default">
          {leave.label}
        </Button>
      ) : (
        <Button variant="default" onClick={leave.onClick}>
          {leave.label}
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {submit}
      </Button>
    </>
  );
}

/** A server form in a dialog: its fields, then Cancel (closing the dialog) and the submit button. */
export function DialogServerForm<Values>({
  server,
  onCancel,
  submit,
  saving,
  children,
}: {
  server: ServerForm<Values>;
  onCancel: () => void;
  submit: string;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <ServerFormFrame
      server={server}
      actions={
        <LeaveAndSubmit leave={{ onClick: onCancel, label: t('common.cancel') }} submit={submit} saving={saving} />
      }
    >
      {children}
    </ServerFormFrame>
  );
}
