/**
 * A search box drawn as Mantine's TextInput draws it (the same elements, classes and variables, compared in
 * app/plain-components.test.tsx), with React's own id: Mantine's inputs set a new id in an effect after hydration, so
 * every public page with a search box rendered it again as soon as it was hydrated.
 */
import { useId, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';

type Size = 'sm' | 'md';

export function SearchField({
  label,
  size = 'sm',
  className,
  style,
  id,
  ...input
}: {
  /** Shown above the box; without one, give the box an `aria-label`. */
  label?: ReactNode;
  size?: Size;
  className?: string;
  style?: CSSProperties;
} & Omit<ComponentPropsWithRef<'input'>, 'className' | 'style' | 'size' | 'type'>) {
  const generated = `mantine-${useId()}`;
  const inputId = id ?? generated;
  return (
    <div
      className={`${className ? `${className} ` : ''}m_46b77525 mantine-InputWrapper-root mantine-TextInput-root`}
      data-size={size}
      style={style}
    >
      {label !== undefined && (
        <label
          style={{ '--input-label-size': `var(--mantine-font-size-${size})` } as CSSProperties}
          className="m_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label"
          data-size={size}
          htmlFor={inputId}
          id={`${inputId}-label`}
        >
          {label}
        </label>
      )}
      <div
        style={
          {
            '--input-height': `var(--input-height-${size})`,
            '--input-fz': `var(--mantine-font-size-${size})`,
          } as CSSProperties
        }
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size={size}
      >
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          type="search"
          id={inputId}
          {...input}
        />
      </div>
    </div>
  );
}
