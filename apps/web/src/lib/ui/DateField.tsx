/** A date picked from a calendar and kept as yyyy-MM-dd (spec 001 §4, §9): every form's date fields. */
import '@mantine/dates/styles.layer.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import { today } from '@portal/contract';
import { t } from '@/lib/i18n';

export const todayIso = (): string => today();
export const yesterdayIso = (): string => dayjs(today()).subtract(1, 'day').format('YYYY-MM-DD');

/** What the calendar's arrows say to a screen reader. */
const calendarAriaLabels = () => ({
  nextMonth: t('company.nextMonth'),
  previousMonth: t('company.previousMonth'),
  nextYear: t('company.nextYear'),
  previousYear: t('company.previousYear'),
  nextDecade: t('company.nextDecade'),
  previousDecade: t('company.previousDecade'),
});

type Props = Omit<DatePickerInputProps, 'type' | 'value' | 'onChange' | 'valueFormat'> & {
  value?: string | null;
  onChange?: (value: string | null) => void;
};

export function DateField(props: Props) {
  return (
    <DatePickerInput
      valueFormat={'YYYY-MM-DD'}
      placeholder={t('ui.datePlaceholder')}
      ariaLabels={calendarAriaLabels()}
      clearButtonProps={{ 'aria-label': t('resume.clearTheDate') }}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}

/** A required date no later than `latest` (today unless given): the dates of a CV's entries. */
export function PastDateField({ latest, ...props }: Props & { latest?: string }) {
  return <DateField withAsterisk maxDate={latest ?? todayIso()} {...props} />;
}
