/**
 * The profile builder's dialog forms: checked with the contract's schema, saved with toasts. Only the forms import this
 * (each a module of its own, loaded when its dialog opens), so the form library stays out of the page's first download.
 */
import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Stack } from '@/lib/ui/plain';
import { useServerForm, type FormValues, type ServerForm, type ServerFormOptions } from '@/lib/forms/useServerForm';
import { notifySuccess } from '@/lib/notify';
import { DialogActions } from './dialogs';

type DialogFormOptions<Values, Variables> = Omit<ServerFormOptions<Values>, 'fields' | 'onSubmit'> & {
  /** The fields a 400's messages may be placed beside: by default every field of the form. */
  fields?: readonly string[];
  save: UseMutationResult<unknown, unknown, Variables>;
  /** What the save is called with. */
  variables: (values: Values) => Variables;
  /** The toast after a save, and the title of a failure's toast. */
  saved: string;
  failed: string;
  onClose: () => void;
};

/** A profile builder dialog's form, and what its buttons need. */
export type DialogForm<Values> = ServerForm<Values> & { saving: boolean; onClose: () => void };

/**
 * A form in a profile builder dialog: checked with the contract's schema before sending; a 400 puts the server's
 * messages beside the fields and keeps the dialog open with the input; another failure closes it; success closes it
 * with a toast.
 */
export function useDialogForm<Values extends FormValues, Variables>({
  fields,
  save,
  variables,
  saved,
  failed,
  onClose,
  ...options
}: DialogFormOptions<Values, Variables>): DialogForm<Values> {
  const server = useServerForm<Values>({
    ...options,
    fields: fields ?? Object.keys(options.initialValues),
    onSubmit: (values, report) =>
      save.mutate(variables(values), {
        onSuccess: () => {
          notifySuccess(saved);
          onClose();
        },
        onError: (error) => {
          if (!report(error, failed)) onClose();
        },
      }),
  });
  return { ...server, saving: save.isPending, onClose };
}

/** A dialog form's fields, then Cancel and Save. */
export function DialogFormFrame<Values>({ dialog, children }: { dialog: DialogForm<Values>; children: ReactNode }) {
  return (
    <form {...dialog.formProps}>
      <Stack gap="md">
        {children}
        <DialogActions onCancel={dialog.onClose} saving={dialog.saving} />
      </Stack>
    </form>
  );
}
