/** The sidebar's head: the person's picture and name, and changing the picture with upload progress. */
import '@mantine/core/styles/Progress.layer.css';
import { useId, useRef, useState } from 'react';
import { Avatar, FileButton, Progress } from '@mantine/core';
import { Stack, Text, Button } from '@/lib/ui/plain';
import { useQueryClient } from '@tanstack/react-query';
import { API, FIELD_MESSAGES, FILE_KINDS, UPLOAD_LIMITS, type UserDetail } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { uploadWithProgress } from '@/lib/upload';
import { notifyError, notifySuccess } from '@/lib/notify';
import { userQueryKey, type Session } from '@/lib/session';
import classes from './Sidebar.module.css';
import { t, translateServerMessage } from '@/lib/i18n';

const DEFAULT_AVATAR = '/default-avatar.svg';
const PICTURE_UPDATED = 'picture.updated';
const PICTURE_FAILED = 'picture.failed';
const IMAGE_TYPES: readonly string[] = FILE_KINDS.image.types;
const MAX_IMAGE_MB = UPLOAD_LIMITS.image / (1024 * 1024);

function displayName(session: Session): string {
  const user = session.userDetail;
  const full = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return full || session.user?.first_name || user?.email || session.user?.email || '';
}

/* ---------- profile picture ---------- */

export interface PictureUpload {
  /** 0–100 while a picture uploads, else null. */
  percent: number | null;
  upload: (file: File | null) => void;
}

/** PATCH /api/account/profile/{profile_id}/ multipart `profile_pic` (images only), with progress. */
export function usePictureUpload(user: UserDetail | undefined): PictureUpload {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);

  const upload = (file: File | null) => {
    if (!file || !user || percent !== null) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      notifyError(FIELD_MESSAGES.imageOnly, t(PICTURE_FAILED));
      return;
    }
    if (file.size > UPLOAD_LIMITS.image) {
      notifyError(
        `${translateServerMessage(FIELD_MESSAGES.fileTooLarge)} ${t('picture.limit', { mb: MAX_IMAGE_MB })}`,
        t(PICTURE_FAILED),
      );
      return;
    }
    const body = new FormData();
    body.append('profile_pic', file);
    setPercent(0);
    uploadWithProgress<{ id: number; profile_pic: string | null }>(
      'PATCH',
      API.profile(user.profile_id),
      body,
      setPercent,
    )
      .then((res) => {
        queryClient.setQueryData<UserDetail>(userQueryKey(user.id), (u) =>
          u ? { ...u, profile_pic: res.profile_pic } : u,
        );
        notifySuccess(t(PICTURE_UPDATED));
      })
      .catch((error: unknown) => notifyError(errorMessage(error), t(PICTURE_FAILED)))
      .finally(() => setPercent(null));
  };

  return { percent, upload };
}

export function ProfileBlock({ session, picture }: { session: Session; picture: PictureUpload }) {
  const name = displayName(session);
  const src = session.userDetail?.profile_pic || DEFAULT_AVATAR;
  const alt = session.userDetail?.profile_pic
    ? name
      ? t('picture.of', { name })
      : t('picture.yours')
    : t('picture.default');
  const resetRef = useRef<() => void>(null);
  const progressId = useId();
  const uploading = picture.percent !== null;

  return (
    <Stack gap="xs" align="center" className={classes.profile}>
      <Avatar src={src} alt={alt} size={96} radius={96} className={classes.avatar} />
      <Text fw={700} ta="center" className={classes.name}>
        {name}
      </Text>
      <FileButton
        resetRef={resetRef}
        accept={IMAGE_TYPES.join(',')}
        onChange={(file) => {
          picture.upload(file);
          resetRef.current?.();
        }}
        disabled={uploading || !session.userDetail}
        inputProps={{ 'aria-label': t('picture.choose') }}
      >
        {(props) => (
          <Button
            {...props}
            variant="light"
            size="compact-sm"
            disabled={uploading || !session.userDetail}
            aria-describedby={uploading ? progressId : undefined}
          >
            {t('picture.change')}
          </Button>
        )}
      </FileButton>
      {uploading ? (
        <Stack gap={2} w="100%" id={progressId}>
          <Progress.Root size="sm">
            <Progress.Section value={picture.percent ?? 0} aria-label={t('picture.upload')} />
          </Progress.Root>
          <Text size="xs" ta="center">
            {t('picture.uploading', { percent: picture.percent ?? 0 })}
          </Text>
        </Stack>
      ) : (
        <Text size="xs" c="gray.7" ta="center">
          {t('register.pictureHint', { mb: MAX_IMAGE_MB })}
        </Text>
      )}
    </Stack>
  );
}
