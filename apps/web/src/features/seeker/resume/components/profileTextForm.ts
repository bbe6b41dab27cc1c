import type { JobSeeker } from '@portal/contract';
import type { FormSchema } from '@/lib/forms/contractResolver';
import { multipartOf } from '@/lib/forms/multipart';
import { useUpdateProfile } from '../../api/profile';
import { useDialogForm, type DialogForm } from './dialogForm';

type ProfileText = 'head_line' | 'personal_statment';

/** The dialog form of one text of the job seeker's profile (the headline, the summary), patched on its own. */
export function useProfileTextForm<Name extends ProfileText>(
  profile: JobSeeker,
  name: Name,
  { schema, saved, failed, onClose }: { schema: FormSchema; saved: string; failed: string; onClose: () => void },
): DialogForm<Record<Name, string>> {
  const update = useUpdateProfile('PATCH');
  return useDialogForm({
    initialValues: { [name]: profile[name] ?? '' } as Record<Name, string>,
    schema,
    fields: [name],
    save: update,
    variables: (values) => ({ id: profile.id, body: multipartOf(values) }),
    saved,
    failed,
    onClose,
  });
}
