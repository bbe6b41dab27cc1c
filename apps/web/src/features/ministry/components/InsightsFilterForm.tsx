/** The period, district and sector of the insights; applied to the address so the view can be shared. */
import { useState, type FormEvent } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { Group, Button } from '@/lib/ui/plain';
import { toOptions, useDistricts, useJobCategories } from '@/lib/lookups';
import type { InsightsFilters } from '../api/ministry';
import { t } from '@/lib/i18n';

export function InsightsFilterForm({
  filters,
  onApply,
  errors,
}: {
  filters: InsightsFilters;
  onApply: (next: InsightsFilters) => void;
  errors?: Record<string, string | undefined>;
}) {
  const [draft, setDraft] = useState<InsightsFilters>(filters);
  const districts = useDistricts();
  const sectors = useJobCategories();
  const set = (key: keyof InsightsFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label={t('ministry.filterTheInsights')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('ministry.from')}
          value={draft.from ?? ''}
          onChange={(e) => set('from')(e.currentTarget.value)}
          error={errors?.from}
          w={170}
        />
        <TextInput
          type="date"
          label={t('ministry.to')}
          value={draft.to ?? ''}
          onChange={(e) => set('to')(e.currentTarget.value)}
          error={errors?.to}
          w={170}
        />
        <NativeSelect
          label={t('filters.district')}
          value={draft.district ?? ''}
          onChange={(e) => set('district')(e.currentTarget.value)}
          data={[{ value: '', label: t('search.allDistricts') }, ...toOptions(districts.data)]}
          w={200}
        />
        <NativeSelect
          label={t('ministry.sector')}
          value={draft.sector ?? ''}
          onChange={(e) => set('sector')(e.currentTarget.value)}
          data={[{ value: '', label: t('ministry.allSectors') }, ...toOptions(sectors.data)]}
          w={240}
        />
        <Button type="submit">{t('ministry.show')}</Button>
        <Button
          type="button"
          variant="default"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('ministry.reset')}
        </Button>
      </Group>
    </form>
  );
}
