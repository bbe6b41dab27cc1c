/** Fields two list sections share. */
import { Textarea, type TextareaProps } from '@mantine/core';
import { PhoneField, type BoundTextProps } from '@/lib/forms/fields';
import { t } from '@/lib/i18n';

/** A referee's or a client's phone number, required (the contract's contactField). */
export function ContactField<Values>(props: Omit<BoundTextProps<Values>, 'description' | 'withAsterisk'>) {
  return <PhoneField description={t('resume.12Or13Characters')} withAsterisk {...props} />;
}

/** A publication's or a recent work's description, optional: a box that grows from two lines to eight. */
export function DescriptionField(props: TextareaProps) {
  return <Textarea label={t('notifications.description')} autosize minRows={2} maxRows={8} {...props} />;
}
