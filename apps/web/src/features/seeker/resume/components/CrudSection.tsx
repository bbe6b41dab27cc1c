/**
 * One list section of the profile builder (spec 001 §7: skills, work experience, education, certifications,
 * publications, recent works, referees): the rows, an add button, the add/edit dialog and the delete confirmation.
 * Each section names its texts and its view of the rows (`listSection`), and its form in a module of its own
 * (`sectionForm`, loaded when the dialog first opens); the flow is here once.
 */
import type { ComponentType, ReactNode } from 'react';
import type { sectionApi } from '../../api/sections';
import { DeleteDialog, FormDialog, lazyForm, useDeleteFlow, useItemDialog } from './dialogs';
import { SectionAction, SectionCard, type RowActions } from './SectionCard';
import { SectionRows } from './SectionRows';
import { t } from '@/lib/i18n';

type SectionApi<Row extends { id: number }> = ReturnType<typeof sectionApi<Row>>;

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
export interface CvSection<Row extends { id: number }> {
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
  View: ComponentType<{ rows: Row[]; actions?: RowActions<Row> }>;
  /** What the delete confirmation says will go. */
  deleteText: (row: Row | null) => ReactNode;
}

/** What a section's form is given: its section, the row to edit (null to add one) and how to close its dialog. */
export type SectionFormProps<Row extends { id: number }> = {
  section: CvSection<Row>;
  row: Row | null;
  onClose: () => void;
};

type CrudSectionProps<Row extends { id: number }> = {
  section: CvSection<Row>;
  form: ReturnType<typeof lazyForm<SectionFormProps<Row>>>;
};

function CrudSection<Row extends { id: number }>({ section, form: { Form, preload } }: CrudSectionProps<Row>) {
  const { id, title, api, words, messages, View, deleteText } = section;
  const rows = api.useRows();
  const dialog = useItemDialog<Row>();
  const remove = useDeleteFlow<Row>(api.useDelete(), { success: messages.deleted, failure: messages.deleteFailed });
  return (
    <SectionCard
      id={id}
      title={title}
      action={<SectionAction kind="add" what={words.add} onClick={dialog.openAdd} onIntent={preload} />}
    >
      <SectionRows query={rows} what={words.list}>
        {(data) => <View rows={data} actions={{ onEdit: dialog.openEdit, onDelete: remove.ask }} />}
      </SectionRows>
      <FormDialog
        opened={dialog.opened}
        onClose={dialog.close}
        title={`${dialog.row ? t('ministry.edit2') : t('resume.add')} ${words.noun}`}
      >
        <Form section={section} row={dialog.row} onClose={dialog.close} />
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

/** A list section: what it is (texts, API, view of the rows) and its add/edit form's module (`sectionForm`). */
interface ListSectionDefinition<Row extends { id: number }> {
  /** Made as the section renders, so its texts are in the reader's language. */
  section: () => CvSection<Row>;
  /** The module whose default export is the section's form, e.g. `() => import('../forms/SkillsForm')`. */
  form: () => Promise<{ default: ComponentType<SectionFormProps<Row>> }>;
}

/** The component of a list section: its card with the rows, and its add/edit dialog with the section's form. */
export function listSection<Row extends { id: number }>({ section, form }: ListSectionDefinition<Row>): ComponentType {
  const lazy = lazyForm(form);
  return function ListSection() {
    return <CrudSection section={section()} form={lazy} />;
  };
}
