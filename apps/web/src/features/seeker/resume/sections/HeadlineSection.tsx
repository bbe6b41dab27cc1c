import { Text } from '@/lib/ui/plain';
import type { JobSeeker } from '@portal/contract';
import { FormDialog, lazyForm, useItemDialog } from '../components/dialogs';
import { EmptyText, SectionAction, SectionCard } from '../components/SectionCard';
import { t } from '@/lib/i18n';

const { Form: HeadlineForm, preload } = lazyForm(() => import('../forms/HeadlineForm'));

export function HeadlineSection({ profile }: { profile: JobSeeker }) {
  const dialog = useItemDialog<JobSeeker>();
  return (
    <SectionCard
      id="resume-headline"
      title={t('resume.resumeHeadline2')}
      action={
        <SectionAction
          kind={profile.head_line ? 'edit' : 'add'}
          what={t('resume.resumeHeadline3')}
          onClick={() => dialog.openEdit(profile)}
          onIntent={preload}
        />
      }
    >
      {profile.head_line ? <Text>{profile.head_line}</Text> : <EmptyText>{t('resume.addOneLineThat')}</EmptyText>}
      <FormDialog opened={dialog.opened} onClose={dialog.close} title={t('resume.resumeHeadline2')}>
        <HeadlineForm profile={profile} onClose={dialog.close} />
      </FormDialog>
    </SectionCard>
  );
}
