/**
 * One list section of the profile builder (spec 001 §7: skills, work experience, education, certifications,
 * publications, recent works, referees): the rows, an add button, the add/edit dialog and the delete confirmation.
 * Each section names its texts, its view of the rows and its form's fields; the flow is here once.
 */
import { useRef, type ComponentType, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { focusFirstInvalid } from '@/lib/forms';
import { reportFormError } from '@/lib/forms/report';
import { notifySuccess } from '@/lib/notify';
import type { sectionApi } from '../../api/sections';
import { DeleteDialog, DialogActions, FormDialog, useDeleteFlow, useItemDialog } from './dialogs';
import { SectionAction, SectionCard, type RowActions } from './SectionCard';
import { SectionRows } from './SectionRows';

type SectionApi<Row extends { id: number }> = ReturnType<typeof sectionApi<Row>>;

/** What a section's form is given: the row to edit (null to add one) and how to close its dialog. */
export type SectionFormProps<Row> = { row: Row | null; onClose: () => void };

type CrudSectionProps<Row extends { id: number }> = {
  /** The card's anchor (the resume's section navigation and the dashboard's pending actions link to it). */
  id: string;
  title: string;
  api: SectionApi<Row>;
  /** "Add {addWhat}" on the button, e.g. "a certification". */
  addWhat: string;
  /** What the list holds, for its loading and error states, e.g. "your certifications". */
  listWhat: string;
  /** The dialog titles: "Add {noun}" and "Edit {noun}". */
  noun: string;
  deleteTitle: string;
  deleteMessages: { success: string; failure: string };
  /** What the confirmation says will go. */
  deleteText: (row: Row | null) => ReactNode;
  View: ComponentType<{ rows: Row[]; actions?: RowActions<Row> }>;
  Form: ComponentType<SectionFormProps<Row>>;
};

export function CrudSection<Row extends { id: number }>({ id, title, api, addWhat, listWhat, noun, deleteTitle, deleteMessages, deleteText, View, Form }: CrudSectionProps<Row>) {
  const rows = api.useRows();
  const dialog = useItemDialog<Row>();
  const remove = useDeleteFlow<Row>(api.useDelete(), deleteMessages);
  return (
    <SectionCard id={id} title={title} action={<SectionAction kind="add" what={addWhat} onClick={dialog.openAdd} />}>
      <SectionRows query={rows} what={listWhat}>
        {(data) => <View rows={data} actions={{ onEdit: dialog.openEdit, onDelete: remove.ask }} />}
      </SectionRows>
      <FormDialog opened={dialog.opened} onClose={dialog.close} title={`${dialog.row ? 'Edit' : 'Add'} ${noun}`}>
        <Form row={dialog.row} onClose={dialog.close} />
      </FormDialog>
      <DeleteDialog opened={remove.opened} onClose={remove.close} title={deleteTitle} deleting={remove.deleting} onConfirm={remove.confirm}>
        {deleteText(remove.row)}
      </DeleteDialog>
    </SectionCard>
  );
}

type DialogFormFrameProps<Values, Variables> = {
  form: UseFormReturnType<Values>;
  /** The fields a 400's messages may be placed beside. */
  fields: readonly string[];
  save: UseMutationResult<unknown, unknown, Variables>;
  /** What the save is called with. */
  variables: (values: Values) => Variables;
  /** The toast after a save, and the title of a failure's toast. */
  saved: string;
  failed: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A form in a profile builder dialog: checked with the contract's schema before sending; a 400 puts the server's
 * messages beside the fields and keeps the dialog open with the input; success closes it with a toast.
 */
export function DialogFormFrame<Values, Variables>({ form, fields, save, variables, saved, failed, onClose, children }: DialogFormFrameProps<Values, Variables>) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(
        (values) =>
          save.mutate(variables(values), {
            onSuccess: () => {
              notifySuccess(saved);
              onClose();
            },
            onError: (error) => {
              if (!reportFormError(error, failed, form, formRef.current, fields)) onClose();
            },
          }),
        () => focusFirstInvalid(formRef.current),
      )}
    >
      <Stack gap="md">
        {children}
        <DialogActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}

type SectionFormFrameProps<Values, Row extends { id: number }> = SectionFormProps<Row> &
  Omit<DialogFormFrameProps<Values, unknown>, 'save' | 'variables'> & {
    api: SectionApi<Row>;
    /** The multipart body the API takes. */
    body: (values: Values) => FormData;
  };

/** A list section's add/edit form (DialogFormFrame saving the row through the section's API). */
export function SectionFormFrame<Values, Row extends { id: number }>({ api, row, body, ...frame }: SectionFormFrameProps<Values, Row>) {
  const save = api.useSave();
  return <DialogFormFrame {...frame} save={save} variables={(values) => ({ id: row?.id, body: body(values) })} />;
}
