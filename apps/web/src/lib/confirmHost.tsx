// The confirmation dialogs' manager (@mantine/modals) with the app's labels: a chunk of its own, fetched with the
// first confirmation (lib/confirm.ts), with the dialog's styles.
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { ModalsProvider, modals } from '@mantine/modals';
import { t } from './i18n';

export const openConfirmModal = modals.openConfirmModal;

export function ConfirmHost() {
  return <ModalsProvider labels={{ confirm: t('common.confirm'), cancel: t('common.cancel') }}>{null}</ModalsProvider>;
}
