/**
 * Fields by kind (e-mail, telephone, web address, image), bound to their form by name: the kind brings the input type
 * and the phone's keyboard for it (the image types, for a file), the binding the value, error and handlers, and
 * Mantine's key (an uncontrolled form refills its inputs after a reset by remounting them).
 */
import { Avatar, FileInput, TextInput, type FileInputProps, type TextInputProps } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { FILE_KINDS } from '@portal/contract';
import { t } from '@/lib/i18n';
import { ImageIcon } from '@/lib/ui/icons';
import { Group } from '@/lib/ui/plain';

/** Which of a form's values a field shows and edits. */
export interface FieldBinding<Values> {
  form: UseFormReturnType<Values>;
  name: LooseKeys<Values>;
}

export type BoundTextProps<Values> = FieldBinding<Values> & Omit<TextInputProps, 'form' | 'name'>;

/** Plain text (a name, a title), bound like the kinds below. */
export function TextField<Values>({ form, name, ...props }: BoundTextProps<Values>) {
  return <TextInput {...props} key={form.key(name)} {...form.getInputProps(name)} />;
}

/** An e-mail address; the browser may offer the user's own unless `autoComplete` says otherwise. */
export function EmailField<Values>(props: BoundTextProps<Values>) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** A telephone number (the user's own only where `autoComplete="tel"` says so). */
export function PhoneField<Values>(props: BoundTextProps<Values>) {
  return <TextField type="tel" inputMode="tel" {...props} />;
}

/** A web address. */
export function UrlField<Values>(props: BoundTextProps<Values>) {
  return <TextField type="url" inputMode="url" placeholder="https://" {...props} />;
}

/** The image types the server takes, for the file picker's filter (the server checks the bytes). */
const IMAGE_TYPES = FILE_KINDS.image.types.join(',');

type ImageFieldProps<Values> = FieldBinding<Values> &
  Omit<FileInputProps, 'form' | 'name' | 'accept' | 'multiple'> & {
    /** The clear button's name for screen readers ("Remove the chosen logo"). */
    clearLabel: string;
  };

/** An image to upload (a logo, a banner, a photo); it can be cleared. */
export function ImageField<Values>({ form, name, clearLabel, ...props }: ImageFieldProps<Values>) {
  return (
    <FileInput
      placeholder={t('register.chooseImage')}
      accept={IMAGE_TYPES}
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      {...props}
      key={form.key(name)}
      {...form.getInputProps(name)}
    />
  );
}

/**
 * A logo to upload, beside its preview: `src` (the chosen file's, else the stored logo's URL) named `alt`, or an image
 * icon while there is none.
 */
export function LogoField<Values>({
  src,
  alt,
  ...props
}: ImageFieldProps<Values> & { src: string | null; alt: string }) {
  return (
    <Group align="flex-end" gap="md" wrap="nowrap">
      <Avatar src={src} alt={src ? alt : ''} size={72} radius="md">
        <ImageIcon size={28} />
      </Avatar>
      <ImageField style={{ flex: 1 }} {...props} />
    </Group>
  );
}
