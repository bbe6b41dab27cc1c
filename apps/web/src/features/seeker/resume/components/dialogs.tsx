/** The profile builder's dialogs (spec 001 "Dialogs of the profile builder"): forms with Cancel and Save, deletes with confirmation. */
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Modal, Button } from '@mantine/core';
import { Group, Stack, Text } from '@/lib/ui/plain';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { PageLoader } from '@/lib/ui/PageLoader';
import { notifyError, notifySuccess } from '@/lib/notify';
import { t } from '@/lib/i18n';

export function useIsPhone(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false });
}

/** Which row a dialog is open for: null to add one. The row is kept while the dialog closes (its exit transition). */
export function useItemDialog<Row>() {
  const [state, setState] = useState<{ opened: boolean; row: Row | null }>({ opened: false, row: null });
  const openAdd = useCallback(() => setState({ opened: true, row: null }), []);
  const openEdit = useCallback((row: Row) => setState({ opened: true, row }), []);
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  return { ...state, openAdd, openEdit, close };
}

/**
 * A dialog's form as a module of its own (its schema, pickers and form library stay out of the page's first
 * download): fetched when its dialog first opens, or earlier when the button that opens it is pointed at, touched or
 * focused (`preload`).
 */
export function lazyForm<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return { Form: lazy(load), preload: () => void load() };
}

/**
 * A form that arrived after its dialog opened: the dialog's focus trap found no field then and focused its close
 * button, so the first field (`data-autofocus`) gets the focus now.
 */
function LoadedForm({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (box && !box.contains(document.activeElement)) box.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return <div ref={ref}>{children}</div>;
}

/**
 * Full screen on a phone, a medium dialog otherwise. It opens at once; a form still loading shows a spinner in its
 * place. The form inside mounts afresh at every opening.
 */
export function FormDialog({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const phone = useIsPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      fullScreen={phone}
      size="md"
      centered={!phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Suspense fallback={<PageLoader />}>
        <LoadedForm>{children}</LoadedForm>
      </Suspense>
    </Modal>
  );
}

export function DialogActions({
  onCancel,
  saving,
  saveLabel = t('favourite.save'),
}: {
  onCancel: () => void;
  saving: boolean;
  saveLabel?: string;
}) {
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  );
}

/** A delete confirmation with Cancel and Delete. It stays open on failure so the person can try again. */
export function DeleteDialog({
  opened,
  onClose,
  title,
  children,
  deleting,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  deleting: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="sm"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text component="div">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={deleting}>
            {t('alert.delete2')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Asks before deleting a row, then deletes it: a toast either way; the dialog closes on success and stays open
 * on failure (so the person can retry or cancel).
 */
export function useDeleteFlow<Row extends { id: number }>(
  mutation: {
    mutate: (id: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
    isPending: boolean;
  },
  messages: { success: string; failure: string },
) {
  const [state, setState] = useState<{ opened: boolean; row: Row | null }>({ opened: false, row: null });
  const ask = useCallback((row: Row) => setState({ opened: true, row }), []);
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  const confirm = () => {
    if (!state.row) return;
    mutation.mutate(state.row.id, {
      onSuccess: () => {
        notifySuccess(messages.success);
        close();
      },
      onError: (error) => notifyError(errorMessage(error), messages.failure),
    });
  };
  return { opened: state.opened, row: state.row, ask, close, confirm, deleting: mutation.isPending };
}
