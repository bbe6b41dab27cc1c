/**
 * One list section of the profile builder (spec 001 §7: skills, work experience, education, certifications,
 * publications, recent works, referees): the rows, an add button, the add/edit dialog and the delete confirmation.
 * Each section names its texts, its view of the rows and its form's fields (`listSection`); the flow is here once.
 */
import type { ComponentType, ReactNode } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { Stack } from '@/lib/ui/plain';
import type { UseMutationResult } from '@tanstack/react-query';
import { multipartOf } from '@/lib/forms/multipart';
import { useServerForm, type FormValues, type ServerForm, type ServerFormOptions } from '@/lib/forms/useServerForm';
import { notifySuccess } from '@/lib/notify';
import type { sectionApi } from '../../api/sections';
import { DeleteDialog, DialogActions, FormDialog, useDeleteFlow, useItemDialog } from './dialogs';
import { SectionAction, SectionCard, type RowActions } from './SectionCard';
import { SectionRows } from './SectionRows';
import { t } from '@/lib/i18n';

type SectionApi<Row extends { id: number }> = ReturnType<typeof sectionApi<Row>>;

/** What a section's form is given: the row to edit (null to add one) and how to close its dialog. */
type SectionFormProps<Row> = { row: Row | null; onClose: () => void };

/** Each list section's toasts: after adding, updating and deleting a row, and the titles of their failures. */
export interface SectionMessages {
  added: string;
  updated: string;
  addFailed: string;
  updateFailed: string;
  deleted: string;
  deleteFailed: string;
}

/** What a list section is: shared by its card and its add/edit form. */
export interface CvSection<Row extends { id: number }, Values extends object> {
  /** The card's anchor (the resume's section navigation and the dashboard's pending actions link to it). */
  id: string;
  title: string;
  api: SectionApi<Row>;
  /**
   * add: "Add {add}" on the button ("a certification"); list: what the list holds, for its loading and error states
   * ("your certifications"); noun: the dialog titles "Add {noun}" and "Edit {noun}"; deleteTitle: the confirmation's.
   */
  words: { add: string; list: string; noun: string; deleteTitle: string };
  messages: SectionMessages;
  /** The form's values when adding a row; editing starts from the row's own, but for the file fields. */
  blank: Values;
  /** File fields: they start empty (the row holds the stored file's URL), and one left empty keeps the stored file. */
  files?: readonly (keyof Values & string)[];
  /** The multipart body the API takes, when it is not simply the values. */
  body?: (values: Values) => FormData;
  View: ComponentType<{ rows: Row[]; actions?: RowActions<Row> }>;
  /** What the delete confirmation says will go. */
  deleteText: (row: Row | null) => ReactNode;
}

type CrudSectionProps<Row extends { id: number }, Values extends object> = {
  section: CvSection<Row, Values>;
  Form: ComponentType<SectionFormProps<Row>>;
};

function CrudSection<Row extends { id: number }, Values extends object>({
  section,
  Form,
}: CrudSectionProps<Row, Values>) {
  const { id, title, api, words, messages, View, deleteText } = section;
  const rows = api.useRows();
  const dialog = useItemDialog<Row>();
  const remove = useDeleteFlow<Row>(api.useDelete(), { success: messages.deleted, failure: messages.deleteFailed });
  return (
    <SectionCard id={id} title={title} action={<SectionAction kind="add" what={words.add} onClick={dialog.openAdd} />}>
      <SectionRows query={rows} what={words.list}>
        {(data) => <View rows={data} actions={{ onEdit: dialog.openEdit, onDelete: remove.ask }} />}
      </SectionRows>
      <FormDialog
        opened={dialog.opened}
        onClose={dialog.close}
        title={`${dialog.row ? t('ministry.edit2') : t('resume.add')} ${words.noun}`}
      >
        <Form row={dialog.row} onClose={dialog.close} />
      </FormDialog>
      <DeleteDialog
        opened={remove.opened}
        onClose={remove.close}
        title={words.deleteTitle}
        deleting={remove.deleting}
        onConfirm={remove.confirm}
      >
        {deleteText(remove.row)}
      </DeleteDialog>
    </SectionCard>
  );
}

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

/**
 * A list section's add/edit form, checked with `check`: the blank values to add a row, the row's values to edit it
 * (but for the file fields), saved through the section's API with its toasts.
 */
function useSectionForm<Values extends FormValues, Row extends { id: number }>(
  section: CvSection<Row, Values>,
  { row, onClose }: SectionFormProps<Row>,
  check: Pick<ServerFormOptions<Values>, 'schema' | 'validate'>,
): DialogForm<Values> {
  const { blank, files = [], messages, body = (values: Values) => multipartOf(values, files) } = section;
  const initialValues = { ...blank };
  for (const key of Object.keys(blank) as (keyof Values & string)[]) {
    const value = (row as Record<string, unknown> | null)?.[key];
    if (value !== undefined && value !== null && !files.includes(key)) initialValues[key] = value as Values[typeof key];
  }
  return useDialogForm({
    ...check,
    initialValues,
    save: section.api.useSave(),
    variables: (values) => ({ id: row?.id, body: body(values) }),
    saved: row ? messages.updated : messages.added,
    failed: row ? messages.updateFailed : messages.addFailed,
    onClose,
  });
}

/** A list section: what it is, how its form is checked and the form's fields. */
interface ListSectionDefinition<Row extends { id: number }, Values extends FormValues> {
  /** Made as the section renders, so its texts are in the reader's language. */
  section: () => CvSection<Row, Values>;
  /** The contract's schema (and any check it cannot make) for adding a row (row null) or editing one. */
  check: (row: Row | null) => Pick<ServerFormOptions<Values>, 'schema' | 'validate'>;
  /** The dialog's fields, above its Cancel and Save. */
  Fields: ComponentType<{ form: UseFormReturnType<Values>; row: Row | null }>;
}

/** The component of a list section: its card with the rows, and its add/edit dialog with `Fields`. */
export function listSection<Row extends { id: number }, Values extends FormValues>({
  section,
  check,
  Fields,
}: ListSectionDefinition<Row, Values>): ComponentType {
  function SectionForm({ row, onClose }: SectionFormProps<Row>) {
    const dialog = useSectionForm(section(), { row, onClose }, check(row));
    return (
      <DialogFormFrame dialog={dialog}>
        <Fields form={dialog.form} row={row} />
      </DialogFormFrame>
    );
  }
  return function ListSection() {
    return <CrudSection section={section()} Form={SectionForm} />;
  };
}
