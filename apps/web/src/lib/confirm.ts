/**
 * Asks the person to confirm an action in a dialog. One manager for the whole app, mounted at its root on the first
 * confirmation: every page can ask, whichever layout it sits in (issue 28: /company-post-job sat outside the signed-in
 * layout that used to hold the manager, so its fee-phrase confirmation never opened).
 */
import type { ReactNode } from 'react';
import type { OpenConfirmModal } from '@mantine/modals';
import { t } from './i18n';
import { onDemand } from './onDemand';

const dialogs = onDemand(
  'confirm',
  () => import('./confirmHost'),
  (m) => m.ConfirmHost,
);

export function openConfirm(dialog: OpenConfirmModal): void {
  void dialogs.ready().then((m) => m.openConfirmModal(dialog));
}

/** Asks before something is taken away (removed, withdrawn, deleted): centred, closable, the confirming button red. */
export function confirmRemoval({
  title,
  children,
  confirm,
  cancel,
  onConfirm,
}: {
  title: string;
  children: ReactNode;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
}): void {
  openConfirm({
    title,
    children,
    labels: { confirm, cancel },
    confirmProps: { color: 'red.9' },
    centered: true,
    closeButtonProps: { 'aria-label': t('common.close') },
    onConfirm,
  });
}
