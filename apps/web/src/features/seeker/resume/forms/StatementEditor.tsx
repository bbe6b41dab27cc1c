/** The profile summary's rich-text form (lazy: Tiptap is only downloaded when the dialog opens). */
import { personalStatementSchema, SEEKER_MESSAGES, type JobSeeker } from '@portal/contract';
import { RichTextField } from '@/lib/ui/RichTextField';
import { DialogFormFrame } from '../components/dialogForm';
import { useProfileTextForm } from '../components/profileTextForm';
import { t } from '@/lib/i18n';

export default function StatementEditor({ profile, onClose }: { profile: JobSeeker; onClose: () => void }) {
  const dialog = useProfileTextForm(profile, 'personal_statment', {
    schema: personalStatementSchema,
    saved: SEEKER_MESSAGES.statementUpdated,
    failed: SEEKER_MESSAGES.statementFailed,
    onClose,
  });
  return (
    <DialogFormFrame dialog={dialog}>
      <RichTextField
        form={dialog.form}
        name="personal_statment"
        label={t('resume.profileSummary')}
        description={t('resume.whoYouAreWhat')}
        minHeight={220}
      />
    </DialogFormFrame>
  );
}
