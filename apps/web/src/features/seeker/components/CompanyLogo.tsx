import { Avatar } from '@mantine/core';
import { t } from '@/lib/i18n';

/** A company's logo in the seeker's lists, or its initial where it has none. */
export function CompanyLogo({ company, logo }: { company: string; logo: string | null }) {
  if (logo)
    return (
      <img
        src={logo}
        alt={t('job.logoAlt', { name: company })}
        width={40}
        height={40}
        loading="lazy"
        style={{ objectFit: 'contain', borderRadius: 6 }}
      />
    );
  return (
    <Avatar size={40} radius="sm" color="brand" variant="light" aria-hidden="true">
      {company.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
