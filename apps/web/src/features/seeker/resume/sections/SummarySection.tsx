import { lazy, Suspense } from 'react';
import type { JobSeeker } from '@portal/contract';
import { PageLoader } from '@/lib/ui/PageLoader';
import { FormDialog, useItemDialog } from '../components/dialogs';
import { EmptyText, SectionAction, SectionCard } from '../components/SectionCard';
import { RichText } from '../views/RichText';

const StatementEditor = lazy(() => import('./StatementEditor'));

/** Profile Summary: the personal statement, written in a rich-text editor and shown as sanitised HTML. */
export function SummarySection({ profile }: { profile: JobSeeker }) {
  const dialog = useItemDialog<JobSeeker>();
  return (
    <SectionCard
      id="profile-summary"
      title="Profile Summary"
      action={<SectionAction kind={profile.personal_statment ? 'edit' : 'add'} what="profile summary" onClick={() => dialog.openEdit(profile)} />}
    >
      {profile.personal_statment ? <RichText html={profile.personal_statment} /> : <EmptyText>Write a few lines about yourself and the work you want.</EmptyText>}
      <FormDialog opened={dialog.opened} onClose={dialog.close} title="Personal Statement">
        <Suspense fallback={<PageLoader label="Loading the editor…" />}>
          <StatementEditor profile={profile} onClose={dialog.close} />
        </Suspense>
      </FormDialog>
    </SectionCard>
  );
}
