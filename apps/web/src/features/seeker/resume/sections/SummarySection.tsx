import { Suspense } from 'react';
import type { JobSeeker } from '@portal/contract';
import { PageLoader } from '@/lib/ui/PageLoader';
import { FormDialog, lazyForm, useItemDialog } from '../components/dialogs';
import { EmptyText, SectionAction, SectionCard } from '../components/SectionCard';
import { RichText } from '../views/RichText';
import { t } from '@/lib/i18n';

const { Form: StatementEditor, preload } = lazyForm(() => import('../forms/StatementEditor'));

/** Profile Summary: the personal statement, written in a rich-text editor and shown as sanitised HTML. */
export function SummarySection({ profile }: { profile: JobSeeker }) {
  const dialog = useItemDialog<JobSeeker>();
  return (
    <SectionCard
      id="profile-summary"
      title={t('resume.profileSummary2')}
      action={
        <SectionAction
          kind={profile.personal_statment ? 'edit' : 'add'}
          what={t('resume.profileSummary3')}
          onClick={() => dialog.openEdit(profile)}
          onIntent={preload}
        />
      }
    >
      {profile.personal_statment ? (
        <RichText html={profile.personal_statment} />
      ) : (
        <EmptyText>{t('resume.writeAFewLines')}</EmptyText>
      )}
      <FormDialog opened={dialog.opened} onClose={dialog.close} title={t('resume.personalStatement')}>
        <Suspense fallback={<PageLoader label={t('resume.loadingTheEditor')} />}>
          <StatementEditor profile={profile} onClose={dialog.close} />
        </Suspense>
      </FormDialog>
    </SectionCard>
  );
}
