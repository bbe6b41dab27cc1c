/** The period, district and sector of the insights; applied to the address so the view can be shared. */
import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { toOptions, useDistricts, useJobCategories } from '@/lib/lookups';
import type { InsightsFilters } from '../api/ministry';

export function InsightsFilterForm({ filters, onApply, errors }: { filters: InsightsFilters; onApply: (next: InsightsFilters) => void; errors?: Record<string, string | undefined> }) {
  const [draft, setDraft] = useState<InsightsFilters>(filters);
  const districts = useDistricts();
  const sectors = useJobCategories();
  const set = (key: keyof InsightsFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Filter the insights">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput type="date" label="From" value={draft.from ?? ''} onChange={(e) => set('from')(e.currentTarget.value)} error={errors?.from} w={170} />
        <TextInput type="date" label="To" value={draft.to ?? ''} onChange={(e) => set('to')(e.currentTarget.value)} error={errors?.to} w={170} />
        <NativeSelect label="District" value={draft.district ?? ''} onChange={(e) => set('district')(e.currentTarget.value)} data={[{ value: '', label: 'All districts' }, ...toOptions(districts.data)]} w={200} />
        <NativeSelect label="Sector" value={draft.sector ?? ''} onChange={(e) => set('sector')(e.currentTarget.value)} data={[{ value: '', label: 'All sectors' }, ...toOptions(sectors.data)]} w={240} />
        <Button type="submit">Show</Button>
        <Button type="button" variant="default" onClick={() => { setDraft({}); onApply({}); }}>
          Reset
        </Button>
      </Group>
    </form>
  );
}
