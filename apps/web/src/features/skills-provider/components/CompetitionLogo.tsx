import { Avatar } from '@mantine/core';
import { t } from '@/lib/i18n';

/** A competition's logo in a table, or its initials when it has none (decorative then: the title sits beside it). */
export function CompetitionLogo({ title, logo }: { title: string; logo: string | null }) {
  return (
    <Avatar
      src={logo}
      alt={logo ? t('job.logoAlt', { name: title }) : ''}
      size={40}
      radius="sm"
      color="brand.8"
      variant="filled"
    >
      {title.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}
