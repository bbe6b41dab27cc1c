import { useState } from 'react';
import { Button, NativeSelect, Paper, TextInput } from '@mantine/core';
import { toOptions, useDistricts, useJobCategories } from '../../../../lib/lookups';
import classes from './JobSearchBar.module.css';

export interface JobSearchValues {
  search: string;
  /** Job category id, '' for all. */
  sector: string;
  /** District id, '' for all. */
  location: string;
}

/**
 * Keywords, job type (category) and location (district), spec 000 §2.3–2.4. Native selects: light to
 * download, and a phone shows its own picker for the 136 districts.
 */
export function JobSearchBar({ initial, onSearch, submitLabel = 'Find Job', idPrefix = 'job-search' }: { initial: JobSearchValues; onSearch: (values: JobSearchValues) => void; submitLabel?: string; idPrefix?: string }) {
  const [values, setValues] = useState(initial);
  const categories = useJobCategories();
  const districts = useDistricts();
  const set = (key: keyof JobSearchValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Search jobs"
      p="md"
      radius="md"
      shadow="sm"
      // It sits on coloured banners: keep the labels in the normal text colour.
      c="var(--mantine-color-text)"
      onSubmit={(e: React.FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        onSearch({ ...values, search: values.search.trim() });
      }}
    >
      <div className={classes.form}>
        <TextInput id={`${idPrefix}-keywords`} label="Keywords" placeholder="Job title, skill or company" type="search" maxLength={200} value={values.search} onChange={set('search')} />
        <NativeSelect id={`${idPrefix}-type`} label="Job type" value={values.sector} onChange={set('sector')} data={[{ value: '', label: 'All job types' }, ...toOptions(categories.data)]} />
        <NativeSelect id={`${idPrefix}-location`} label="Location" value={values.location} onChange={set('location')} data={[{ value: '', label: 'All districts' }, ...toOptions(districts.data)]} />
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Paper>
  );
}
