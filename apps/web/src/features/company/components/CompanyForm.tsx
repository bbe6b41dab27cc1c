/** The company form (spec 002 "Company registration" and "Company profile edit"): categories, name, employees, address, logo. */
import { type ReactNode } from 'react';
import { NumberInput, TextInput, Textarea } from '@mantine/core';
import { Text } from '@/lib/ui/plain';
import { companySchema, companyUpdateSchema, type Company } from '@portal/contract';
import { LogoField } from '@/lib/forms/fields';
import { ServerFormFrame, useServerForm, type ServerFormOptions } from '@/lib/forms/useServerForm';
import { LookupMultiSelect } from '@/lib/ui/LookupMultiSelect';
import { useCompanyCategories } from '../api/companies';
import { useObjectUrl } from '@/lib/useObjectUrl';
import { t } from '@/lib/i18n';
import { toOption } from '@/lib/lookups';

export type CompanyValues = {
  category: string[];
  name: string;
  no_of_employees: number | string;
  address: string;
  logo: File | null;
};

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

interface CompanyFormProps {
  /** null: a new company (the logo is required). */
  company: Company | null;
  onSubmit: ServerFormOptions<CompanyValues>['onSubmit'];
  actions: ReactNode;
}

export function CompanyForm({ company, onSubmit, actions }: CompanyFormProps) {
  const categories = useCompanyCategories();
  const server = useServerForm<CompanyValues>({
    initialValues: companyValuesOf(company),
    schema: company ? companyUpdateSchema : companySchema,
    fields: COMPANY_FIELDS,
    onSubmit,
  });
  const { form } = server;
  const preview = useObjectUrl(form.values.logo);
  return (
    <ServerFormFrame server={server} actions={actions}>
      <LookupMultiSelect
        label={t('company.companyCategory')}
        description={t('company.chooseEveryCategoryThat')}
        noun="categories"
        query={categories}
        option={toOption}
        inputProps={form.getInputProps('category')}
      />
      <TextInput label={t('companies.name')} required autoComplete="organization" {...form.getInputProps('name')} />
      <NumberInput
        label={t('company.numberOfEmployees')}
        required
        min={0}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('no_of_employees')}
      />
      <Textarea
        label={t('company.address')}
        required
        autosize
        minRows={2}
        autoComplete="street-address"
        {...form.getInputProps('address')}
      />
      <LogoField
        form={form}
        name="logo"
        src={preview ?? company?.logo ?? null}
        alt={t('company.companyLogoPreview')}
        label={company ? t('company.newCompanyLogo') : t('company.companyLogo')}
        description={company ? t('company.leaveEmptyToKeep') : t('company.anImageJpegPng')}
        required={!company}
        clearLabel={t('company.removeTheChosenLogo')}
      />
      {company && !preview && !company.logo && <Text size="sm">{t('company.noLogoYet')}</Text>}
    </ServerFormFrame>
  );
}
