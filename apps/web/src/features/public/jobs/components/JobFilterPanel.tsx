import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { useId } from 'react';
import { CloseButton } from '@mantine/core';
import { Group, Paper, Stack, Text, Title, Button, Checkbox, NativeSelect, optionElements } from '@/lib/ui/plain';
import { contractTypesQuery, toOptions, useDistricts, useFunctionalAreas, useJobCategories } from '@/lib/lookups';
import { useJobGroups } from '../api/jobGroups';
import { JOB_FILTERS, isJobFilterOn } from '@portal/contract';
import { CHIP_FILTERS, type JobFilters } from '../filters';
import { SalaryFilter } from './SalaryFilter';
import { t } from '@/lib/i18n';
import { useLookupName } from '@/lib/lookup-names';

export type FilterChanges = Record<string, string | number | null>;

/** A filter that only comes from a link (a city, a company), shown so it can be seen and removed. */
function ActiveFilter({ label, value, onRemove }: { label: string; value: string; onRemove: () => void }) {
  return (
    <Group gap={4} wrap="nowrap" justify="space-between">
      <Text size="sm">
        {label}: <strong>{value}</strong>
      </Text>
      <CloseButton size="sm" aria-label={t('filters.remove', { filter: label })} onClick={onRemove} />
    </Group>
  );
}

/**
 * The filters of the job search (spec 000 §2.4): category, district, area, contract type, salary. In the
 * desktop sidebar it is a titled box with its own Clear button, and every change applies at once; `inDrawer`
 * (a phone) gives the fields alone, the drawer bringing its title and its Clear and Apply buttons.
 */
export function JobFilterPanel({
  filters,
  onChange,
  fixedContractType,
  companyName,
  onClear,
  inDrawer = false,
}: {
  filters: JobFilters;
  onChange: (changes: FilterChanges) => void;
  /** The internships page always shows one contract type; its select is hidden. */
  fixedContractType?: string;
  companyName?: string;
  onClear?: () => void;
  inDrawer?: boolean;
}) {
  const headingId = useId();
  const categories = useJobCategories();
  const districts = useDistricts();
  const areas = useFunctionalAreas();
  const contractTypes = useJobGroups('contract_type', { enabled: !fixedContractType });
  const contractOptions = (contractTypes.data ?? []).map((g) => g.name);
  const contractName = useLookupName(contractTypesQuery);
  // A type given in the address bar stays choosable even when no open job has it now.
  if (filters.contract_type && !contractOptions.includes(filters.contract_type))
    contractOptions.push(filters.contract_type);

  const select = (key: string) => (e: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ [key]: e.currentTarget.value || null });

  const fields = (
    <>
      {CHIP_FILTERS.map((name) => {
        const value = filters[name];
        if (!isJobFilterOn(value)) return null;
        // A company is named by the page (from its first result), else by its number.
        const shown = name === 'company' && companyName ? companyName : typeof value === 'number' ? `#${value}` : value;
        return (
          <ActiveFilter
            key={name}
            label={t(JOB_FILTERS[name].control.label)}
            value={String(shown)}
            onRemove={() => onChange({ [name]: null })}
          />
        );
      })}
      <NativeSelect
        label={t(JOB_FILTERS.sector.control.label)}
        value={filters.sector ? String(filters.sector) : ''}
        onChange={select('sector')}
      >
        {optionElements([{ value: '', label: t('search.allCategories') }, ...toOptions(categories.data)])}
      </NativeSelect>
      <NativeSelect
        label={t(JOB_FILTERS.location.control.label)}
        value={filters.location ? String(filters.location) : ''}
        onChange={select('location')}
      >
        {optionElements([{ value: '', label: t('search.allDistricts') }, ...toOptions(districts.data)])}
      </NativeSelect>
      <NativeSelect
        label={t(JOB_FILTERS.function_area.control.label)}
        value={filters.function_area ? String(filters.function_area) : ''}
        onChange={select('function_area')}
      >
        {optionElements([{ value: '', label: t('filters.allAreas') }, ...toOptions(areas.data)])}
      </NativeSelect>
      {!fixedContractType && (
        <NativeSelect
          label={t(JOB_FILTERS.contract_type.control.label)}
          value={filters.contract_type}
          onChange={select('contract_type')}
        >
          {optionElements([
            { value: '', label: t('filters.allContractTypes') },
            ...contractOptions.map((name) => ({ value: name, label: contractName(name) })),
          ])}
        </NativeSelect>
      )}
      <Checkbox
        label={t(JOB_FILTERS.verified.control.label)}
        description={t('filters.verifiedHint')}
        checked={filters.verified}
        onChange={(e) => onChange({ verified: e.currentTarget.checked ? 'true' : null })}
      />
      <SalaryFilter
        minPay={filters.min_pay}
        maxPay={filters.max_pay}
        onChange={(min_pay, max_pay) => onChange({ min_pay, max_pay })}
        commitDelay={inDrawer ? 0 : undefined}
      />
    </>
  );
  if (inDrawer) return <Stack gap="md">{fields}</Stack>;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} id={headingId} fz="lg">
          {t('filters.title')}
        </Title>
        {fields}
        <Button variant="default" onClick={onClear}>
          {t('jobs.clearFilters')}
        </Button>
      </Stack>
    </Paper>
  );
}
