import { SimpleGrid } from '@mantine/core';
import { Text } from '@/lib/ui/plain';
import type { JobSeeker } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { t } from '@/lib/i18n';
import { useLookupName } from '@/lib/lookup-names';
import { jobCategoriesQuery } from '@/lib/lookups';
import { maritalStatusesQuery } from '@/lib/form-lookups';

export type PersonalDetails = Pick<
  JobSeeker,
  'job_category' | 'district' | 'city' | 'physical_address' | 'date_of_birth' | 'language' | 'marital_status'
>;

/**
 * The personal details as a definition list; `extra` adds rows (the employer's view adds contacts). `notShared`: the
 * date of birth and marital status are kept from this reader unless the seeker shares them; an empty one then reads
 * "Not shared".
 */
export function PersonalDetailsView({
  profile,
  extra = [],
  notShared = false,
}: {
  profile: PersonalDetails;
  extra?: Array<[string, string | null | undefined]>;
  notShared?: boolean;
}) {
  const categoryName = useLookupName(jobCategoriesQuery);
  const maritalName = useLookupName(maritalStatusesQuery);
  const privateValue = (value: string | null | undefined) => value || (notShared ? t('resume.notShared') : value);
  const rows: Array<[string, string | null | undefined]> = [
    ...extra,
    [t('seeker.jobCategory'), profile.job_category.map((c) => categoryName(c.name)).join(', ')],
    [t('filters.district'), profile.district.name],
    [t('filters.city'), profile.city.name],
    [t('seeker.physicalAddress'), profile.physical_address],
    [t('seeker.dateOfBirth'), privateValue(formatDate(profile.date_of_birth))],
    [t('header.language'), profile.language],
    [t('resume.maritalStatus'), privateValue(profile.marital_status && maritalName(profile.marital_status.name))],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value || t('resume.notGiven')}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
