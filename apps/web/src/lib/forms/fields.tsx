/**
 * Text fields by kind (e-mail, telephone, web address), bound to their form by name: the kind brings the input type
 * and the phone's keyboard for it, the binding the value, error and handlers, and Mantine's key (an uncontrolled form
 * refills its inputs after a reset by remounting them).
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';

/** Which of a form's values a field shows and edits. */
export interface FieldBinding<Values> {
  form: UseFormReturnType<Values>;
  name: LooseKeys<Values>;
}

type BoundTextProps<Values> = FieldBinding<Values> & Omit<TextInputProps, 'form' | 'name'>;

function BoundTextInput<Values>({ form, name, ...props }: BoundTextProps<Values>) {
  return <TextInput {...props} key={form.key(name)} {...form.getInputProps(name)} />;
}

/** An e-mail address; the browser may offer the user's own unless `autoComplete` says otherwise. */
export function EmailField<Values>(props: BoundTextProps<Values>) {
  return <BoundTextInput type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** A telephone number (the user's own only where `autoComplete="tel"` says so). */
export function PhoneField<Values>(props: BoundTextProps<Values>) {
  return <BoundTextInput type="tel" inputMode="tel" {...props} />;
}

/** A web address. */
export function UrlField<Values>(props: BoundTextProps<Values>) {
  return <BoundTextInput type="url" inputMode="url" placeholder="https://" {...props} />;
}
