import { useState } from 'react';
import { toOptions, useDistricts, useJobCategories } from '@/lib/lookups';
import classes from './JobSearchBar.module.css';
import button from '@/lib/ui/Button.module.css';
import { t } from '@/lib/i18n';

export interface JobSearchValues {
  search: string;
  /** Job category id, '' for all. */
  sector: string;
  /** District id, '' for all. */
  location: string;
}

/**
 * Keywords, category and location (district; the contract type is a filter of the jobs page), spec 000 §2.3–2.4. Plain form controls styled like
 * Mantine's inputs: it is on the home page's first download, and Mantine's input components weigh ~3.5 KB there.
 * Native selects: a phone shows its own picker for the 136 districts. `compact`: only the keywords and the button
 * show (the jobs list, whose filter panel or Filters drawer holds the category and district); the hidden
 * selects keep their values, so a new keyword search keeps the chosen category and district.
 */
export function JobSearchBar({
  initial,
  onSearch,
  submitLabel,
  idPrefix = 'job-search',
  compact = false,
}: {
  initial: JobSearchValues;
  onSearch: (values: JobSearchValues) => void;
  submitLabel?: string;
  idPrefix?: string;
  compact?: boolean;
}) {
  const [values, setValues] = useState(initial);
  const categories = useJobCategories();
  const districts = useDistricts();
  const set = (key: keyof JobSearchValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };
  const select = (
    key: 'sector' | 'location',
    label: string,
    all: string,
    options: { value: string; label: string }[],
  ) => (
    <div className={`${classes.field} ${classes.wide}`}>
      <label className={classes.label} htmlFor={`${idPrefix}-${key === 'sector' ? 'type' : 'location'}`}>
        {label}
      </label>
      <select
        className={`${classes.control} ${classes.select}`}
        id={`${idPrefix}-${key === 'sector' ? 'type' : 'location'}`}
        value={values[key]}
        onChange={set(key)}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      className={classes.bar}
      data-compact={compact || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch({ ...values, search: values.search.trim() });
      }}
    >
      <div className={classes.form} data-compact={compact || undefined}>
        <div className={classes.field}>
          <label className={classes.label} htmlFor={`${idPrefix}-keywords`}>
            {t('search.keywords')}
          </label>
          <input
            className={classes.control}
            id={`${idPrefix}-keywords`}
            placeholder={t('search.keywordsPlaceholder')}
            type="search"
            maxLength={200}
            value={values.search}
            onChange={set('search')}
          />
        </div>
        {select('sector', t('search.category'), t('search.allCategories'), toOptions(categories.data))}
        {select('location', t('job.location'), t('search.allDistricts'), toOptions(districts.data))}
        <button type="submit" className={`${button.button} ${classes.submit}`}>
          {submitLabel ?? t('search.findJob')}
        </button>
      </div>
    </form>
  );
}
