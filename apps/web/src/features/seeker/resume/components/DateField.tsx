/** A date picked from a calendar and kept as yyyy-MM-dd (spec 001 §4, §9). */
import '@mantine/dates/styles.layer.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import { today } from '@portal/contract';

export const todayIso = (): string => today();
export const yesterdayIso = (): string => dayjs(today()).subtract(1, 'day').format('YYYY-MM-DD');

const ARIA_LABELS = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

type Props = Omit<DatePickerInputProps, 'type' | 'value' | 'onChange' | 'valueFormat'> & {
  value?: string | null;
  onChange?: (value: string | null) => void;
};

export function DateField(props: Props) {
  return <DatePickerInput valueFormat="YYYY-MM-DD" placeholder="yyyy-mm-dd" ariaLabels={ARIA_LABELS} clearButtonProps={{ 'aria-label': 'Clear the date' }} popoverProps={{ withinPortal: true }} {...props} />;
}
