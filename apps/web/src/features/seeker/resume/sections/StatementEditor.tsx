/** The profile summary's rich-text form (lazy: Tiptap is only downloaded when the dialog opens). */
import { personalStatementSchema, SEEKER_MESSAGES, type JobSeeker } from '@portal/contract';
import { RichTextField } from '@/lib/ui/RichTextField';
import { useUpdateProfile } from '../../api/profile';
import { DialogFormFrame, useDialogForm } from '../components/CrudSection';
import { multipartOf } from '@/lib/forms/multipart';
import { t } from '@/lib/i18n';

const FIELDS = ['personal_statment'] as const;

export default function StatementEditor({ profile, onClose }: { profile: JobSeeker; onClose: () => void }) {
  const update = useUpdateProfile('PATCH');
  const dialog = useDialogForm({
    initialValues: { personal_statment: profile.personal_statment ?? '' },
    schema: personalStatementSchema,
    fields: FIELDS,
    save: update,
    variables: (values) => ({ id: profile.id, body: multipartOf(values) }),
    saved: SEEKER_MESSAGES.statementUpdated,
    failed: SEEKER_MESSAGES.statementFailed,
    onClose,
  });
  const { form } = dialog;
  return (
    <DialogFormFrame dialog={dialog}>
      <RichTextField
        form={form}
        name="personal_statment"
        label={t('resume.profileSummary')}
        description={t('resume.whoYouAreWhat')}
        minHeight={220}
      />
    </DialogFormFrame>
  );
}
