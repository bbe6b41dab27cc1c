/** The company form (spec 002 "Company registration" and "Company profile edit"): categories, name, employees, address, logo. */
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Avatar, FileInput, Group, MultiSelect, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { companySchema, companyUpdateSchema, type Company } from '@portal/contract';
import { focusFirstInvalid } from '../../../lib/forms';
import { reportFormError } from '../../../lib/formErrors';
import { useCompanyCategories } from '../api/companies';

export interface CompanyValues {
  category: string[];
  name: string;
  no_of_employees: number | string;
  address: string;
  logo: File | null;
}

export const COMPANY_FIELDS = ['category', 'name', 'no_of_employees', 'address', 'logo'] as const;

export function companyValuesOf(company: Company | null): CompanyValues {
  return {
    category: company ? company.category.map((c) => String(c.id)) : [],
    name: company?.name ?? '',
    no_of_employees: company?.no_of_employees ?? '',
    address: company?.address ?? '',
    logo: null,
  };
}

export function companyFormData(values: CompanyValues): FormData {
  const body = new FormData();
  body.append('name', values.name.trim());
  for (const id of values.category) body.append('category', id);
  body.append('no_of_employees', String(values.no_of_employees));
  body.append('address', values.address.trim());
  if (values.logo) body.append('logo', values.logo);
  return body;
}

/** Shows the failure toast; a 400 also puts the server's messages beside the fields. */
export function reportCompanyError(error: unknown, failure: string, form: { setErrors: (e: Record<string, ReactNode>) => void }, formEl: HTMLFormElement | null) {
  reportFormError(error, failure, form, formEl, COMPANY_FIELDS);
}

interface CompanyFormProps {
  /** null: a new company (the logo is required). */
  company: Company | null;
  onSubmit: (values: CompanyValues, form: { setErrors: (e: Record<string, ReactNode>) => void }, formEl: HTMLFormElement | null) => void;
  actions: ReactNode;
}

export function CompanyForm({ company, onSubmit, actions }: CompanyFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const categories = useCompanyCategories();
  const form = useForm<CompanyValues>({
    initialValues: companyValuesOf(company),
    validate: schemaResolver(company ? companyUpdateSchema : companySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const logo = form.values.logo;
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const options = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(
        (values) => onSubmit(values, form, formRef.current),
        () => focusFirstInvalid(formRef.current),
      )}
    >
      <Stack gap="md">
        <MultiSelect
          label="Company category"
          description="Choose every category that describes your company."
          placeholder={categories.isPending ? 'Loading categories…' : 'Choose categories'}
          data={options}
          searchable
          required
          {...form.getInputProps('category')}
          error={form.errors.category ?? (categories.error ? 'We could not load the categories. Reload the page to try again.' : undefined)}
        />
        <TextInput label="Company name" required autoComplete="organization" {...form.getInputProps('name')} />
        <NumberInput label="Number of employees" required min={0} allowDecimal={false} allowNegative={false} {...form.getInputProps('no_of_employees')} />
        <Textarea label="Address" required autosize minRows={2} autoComplete="street-address" {...form.getInputProps('address')} />
        <Group align="flex-end" gap="md" wrap="nowrap">
          <Avatar src={preview ?? company?.logo ?? null} alt={preview || company?.logo ? 'Company logo preview' : ''} size={72} radius="md">
            Logo
          </Avatar>
          <FileInput
            style={{ flex: 1 }}
            label={company ? 'New company logo' : 'Company logo'}
            description={company ? 'Leave empty to keep the current logo.' : 'An image: JPEG, PNG, GIF or WebP.'}
            placeholder="Choose an image"
            accept="image/png,image/jpeg,image/gif,image/webp"
            required={!company}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the chosen logo' }}
            {...form.getInputProps('logo')}
          />
        </Group>
        {company && !preview && !company.logo && (
          <Text size="sm">
            No logo yet.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
