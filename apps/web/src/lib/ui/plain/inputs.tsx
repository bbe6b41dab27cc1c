/** Mantine's Checkbox and NativeSelect as plain elements, and a native select's options. */
import { useId, type CSSProperties, type ChangeEventHandler, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useMantineTheme, type MantineTheme } from '@mantine/core';

const checkboxColour = (theme: MantineTheme) => `var(--mantine-color-${theme.primaryColor}-filled)`;

/** Mantine's Checkbox (filled, the primary colour) with its label and an optional description. */
export function Checkbox({
  label,
  description,
  checked,
  onChange,
  id,
  ...input
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
  id?: string;
} & Omit<ComponentPropsWithRef<'input'>, 'type' | 'checked' | 'onChange'>) {
  const theme = useMantineTheme();
  const generated = `mantine-${useId()}`;
  const inputId = id ?? generated;
  const describedBy = description ? `${inputId}-description` : undefined;
  return (
    <div
      style={
        {
          '--checkbox-radius': 'var(--mantine-radius-sm)',
          '--checkbox-color': checkboxColour(theme),
          '--checkbox-icon-color': 'var(--mantine-color-white)',
        } as CSSProperties
      }
      className="m_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root"
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className="m_5f6e695e mantine-Checkbox-body">
        <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
          <input
            className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
            data-with-error-styles="true"
            id={inputId}
            aria-describedby={describedBy}
            type="checkbox"
            checked={checked}
            onChange={onChange}
            {...input}
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className="m_bf295423 mantine-Checkbox-icon"
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className="m_d3ea56bb mantine-Checkbox-labelWrapper">
          <label className="m_8ee546b8 mantine-Checkbox-label" htmlFor={inputId}>
            {label}
          </label>
          {description && (
            <p
              className="m_328f68c0 mantine-Checkbox-description m_fe47ce59 mantine-InputWrapper-description"
              id={describedBy}
            >
              {description}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

const CHEVRON_PATH =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/**
 * Mantine's NativeSelect (size sm, a label, no description or error) around plain `<option>` children
 * (`optionElements`): Mantine draws it from six components (wrapper, label, input, base, section, chevron), about
 * 230 µs, and the job search shows five.
 */
export function NativeSelect({
  label,
  className,
  id,
  children,
  disabled,
  ...select
}: { label: ReactNode; className?: string; children: ReactNode } & Omit<
  ComponentPropsWithRef<'select'>,
  'className' | 'children' | 'style'
>) {
  const generated = `mantine-${useId()}`;
  const selectId = id ?? generated;
  return (
    <div
      className={
        className
          ? `${className} m_46b77525 mantine-InputWrapper-root mantine-NativeSelect-root`
          : 'm_46b77525 mantine-InputWrapper-root mantine-NativeSelect-root'
      }
      data-size="sm"
    >
      <label
        style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
        className="m_8fdc1311 mantine-InputWrapper-label mantine-NativeSelect-label"
        data-size="sm"
        htmlFor={selectId}
        id={`${selectId}-label`}
      >
        {label}
      </label>
      <div
        style={
          {
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
            '--input-right-section-pointer-events': 'none',
          } as CSSProperties
        }
        className="m_6c018570 mantine-Input-wrapper mantine-NativeSelect-wrapper"
        data-variant="default"
        data-size="sm"
        data-disabled={disabled || undefined}
        data-pointer="true"
        data-with-right-section="true"
      >
        <select
          className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
          data-variant="default"
          data-disabled={disabled || undefined}
          disabled={disabled}
          id={selectId}
          {...select}
        >
          {children}
        </select>
        <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section">
          <svg
            style={{ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties}
            className="m_2943220b mantine-ComboboxChevron-chevron"
            data-size="sm"
            data-combobox-chevron="true"
            viewBox="0 0 15 15"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
          >
            <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </div>
      </div>
    </div>
  );
}

/**
 * A native select's options as plain `<option>` elements, for Mantine's NativeSelect's children: its `data` makes a
 * Mantine component of each option (a district list is 137 of them).
 */
export function optionElements(data: ReadonlyArray<{ value: string; label: string } | string>) {
  return data.map((item) => {
    const { value, label } = typeof item === 'string' ? { value: item, label: item } : item;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}
