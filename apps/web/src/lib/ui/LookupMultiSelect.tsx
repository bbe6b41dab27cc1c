import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { t } from '@/lib/i18n';

/** A lookup list being loaded: its rows, whether it is still loading, and its error. */
interface LookupQuery<Row> {
  data: Row[] | undefined;
  isPending: boolean;
  error: unknown;
}

/**
 * A required multiple choice among a lookup list the server gives (company categories, skill categories, career
 * services): says while it loads, and asks for a reload when it could not be loaded.
 */
export function LookupMultiSelect<Row>({
  query,
  option,
  noun,
  inputProps,
  ...props
}: {
  query: LookupQuery<Row>;
  option: (row: Row) => { value: string; label: string };
  /** What the rows are, plural ("categories"). */
  noun: string;
  /** form.getInputProps(field) */
  inputProps: Pick<MultiSelectProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'>;
} & Pick<MultiSelectProps, 'label' | 'description'>) {
  return (
    <MultiSelect
      {...props}
      placeholder={query.isPending ? t('ui.loading', { noun }) : t('ui.choose', { noun })}
      data={(query.data ?? []).map(option)}
      searchable
      required
      {...inputProps}
      error={inputProps.error ?? (query.error ? t('ui.weCouldNotLoad', { noun }) : undefined)}
    />
  );
}
