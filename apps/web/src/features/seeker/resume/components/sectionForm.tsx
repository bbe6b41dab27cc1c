/**
 * A list section's add/edit form (the form side of `listSection`, CrudSection.tsx): its blank values, how it is
 * checked and its fields. Each form is the default export of a module of its own under forms/, loaded when its dialog
 * first opens: the schemas, date pickers and number boxes are not part of the page the person first sees.
 */
import type { ComponentType } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { multipartOf } from '@/lib/forms/multipart';
import type { FormValues, ServerFormOptions } from '@/lib/forms/useServerForm';
import type { SectionFormProps } from './CrudSection';
import { DialogFormFrame, useDialogForm } from './dialogForm';

interface SectionFormDefinition<Row extends { id: number }, Values extends FormValues> {
  /** The form's values when adding a row; editing starts from the row's own, but for the file fields. */
  blank: Values;
  /** File fields: they start empty (the row holds the stored file's URL), and one left empty keeps the stored file. */
  files?: readonly (keyof Values & string)[];
  /** The multipart body the API takes, when it is not simply the values. */
  body?: (values: Values) => FormData;
  /** The contract's schema (and any check it cannot make) for adding a row (row null) or editing one. */
  check: (row: Row | null) => Pick<ServerFormOptions<Values>, 'schema' | 'validate'>;
  /** The dialog's fields, above its Cancel and Save. */
  Fields: ComponentType<{ form: UseFormReturnType<Values>; row: Row | null }>;
}

/**
 * The form of a list section, checked with `check`: the blank values to add a row, the row's values to edit it (but
 * for the file fields), saved through the section's API with its toasts.
 */
export function sectionForm<Row extends { id: number }, Values extends FormValues>({
  blank,
  files = [],
  body = (values: Values) => multipartOf(values, files),
  check,
  Fields,
}: SectionFormDefinition<Row, Values>): ComponentType<SectionFormProps<Row>> {
  return function SectionForm({ section, row, onClose }: SectionFormProps<Row>) {
    const initialValues = { ...blank };
    for (const key of Object.keys(blank) as (keyof Values & string)[]) {
      const value = (row as Record<string, unknown> | null)?.[key];
      if (value !== undefined && value !== null && !files.includes(key))
        initialValues[key] = value as Values[typeof key];
    }
    const { messages } = section;
    const dialog = useDialogForm({
      ...check(row),
      initialValues,
      save: section.api.useSave(),
      variables: (values) => ({ id: row?.id, body: body(values) }),
      saved: row ? messages.updated : messages.added,
      failed: row ? messages.updateFailed : messages.addFailed,
      onClose,
    });
    return (
      <DialogFormFrame dialog={dialog}>
        <Fields form={dialog.form} row={row} />
      </DialogFormFrame>
    );
  };
}
