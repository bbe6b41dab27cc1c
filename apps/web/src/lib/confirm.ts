/**
 * Asks the person to confirm an action in a dialog. One manager for the whole app, mounted at its root on the first
 * confirmation: every page can ask, whichever layout it sits in (issue 28: /company-post-job sat outside the signed-in
 * layout that used to hold the manager, so its fee-phrase confirmation never opened).
 */
import type { OpenConfirmModal } from '@mantine/modals';
import { onDemand } from './onDemand';

const dialogs = onDemand(
  'confirm',
  () => import('./confirmHost'),
  (m) => m.ConfirmHost,
);

export function openConfirm(dialog: OpenConfirmModal): void {
  void dialogs.ready().then((m) => m.openConfirmModal(dialog));
}
