import '@mantine/core/styles/Image.layer.css';
import { Image } from '@mantine/core';
import { Group } from '@/lib/ui/plain';
import type { RecentWorkRow } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { entryListView, EntryText } from './EntryList';
import { t, english } from '@/lib/i18n';

export const RecentWorksView = entryListView<RecentWorkRow>(
  english('No recent works added yet.'),
  [(r) => r.date_finished, (r) => r.date_stated],
  (row) => {
    const images = [row.image_1, row.image_2].filter((src): src is string => Boolean(src));
    return {
      title: row.work_done,
      subtitle: t('resume.client', { client_name: row.client_name, client_contact: row.client_contact }),
      dates: `${formatDate(row.date_stated)} – ${formatDate(row.date_finished)}`,
      body: (
        <>
          {row.description && <EntryText>{row.description}</EntryText>}
          {images.length > 0 && (
            <Group gap="sm" mt={4}>
              {images.map((src, n) => (
                <Image
                  key={src}
                  src={src}
                  alt={t('resume.forPhoto', { work_done: row.work_done, client_name: row.client_name, value2: n + 1 })}
                  w={160}
                  h={120}
                  fit="cover"
                  radius="sm"
                  loading="lazy"
                />
              ))}
            </Group>
          )}
        </>
      ),
      name: row.work_done,
    };
  },
);
