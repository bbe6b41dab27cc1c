/**
 * A choice of a few options drawn as one segmented bar: native radio buttons (arrow keys move between them, a screen
 * reader names the group and says which is chosen). Mantine's SegmentedControl measured its options and moved a
 * floating indicator in layout effects, so it rendered itself again three times after every page's hydration.
 */
import classes from './SegmentedRadios.module.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

/** The group's name: the id of an element that shows it, or a text for screen readers alone. */
type GroupName = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

export function SegmentedRadios<T extends string>({
  name,
  labelledBy,
  label,
  value,
  options,
  onChange,
}: GroupName & {
  /** The radio buttons' name: unique on the page. */
  name: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-label={label} className={classes.root}>
      {options.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
