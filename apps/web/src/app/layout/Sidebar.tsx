/**
 * The signed-in area's sidebar (spec 002 §Sidebar) and AccountLayout, which renders it beside every area page.
 * At MOBILE_BREAKPOINT_PX and below the sidebar folds behind a "My account menu" button (a Drawer), so the page
 * gets the full width of a phone.
 */
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { Avatar, Badge, Button, Drawer, FileButton, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { API, FIELD_MESSAGES, FILE_KINDS, MOBILE_BREAKPOINT_PX, UPLOAD_LIMITS, type GroupName, type UserDetail } from '@portal/contract';
import { useSeekerDashboard } from '@/features/seeker/api/dashboard';
import { errorMessage, uploadWithProgress } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession, userQueryKey, type Session } from '@/lib/session';
import classes from './Sidebar.module.css';

const DEFAULT_AVATAR = '/default-avatar.svg';
const PICTURE_UPDATED = 'Profile picture updated successfully!';
const PICTURE_FAILED = 'Failed to update the profile picture';
const IMAGE_TYPES: readonly string[] = FILE_KINDS.image.types;
const MAX_IMAGE_MB = UPLOAD_LIMITS.image / (1024 * 1024);

interface SidebarLink {
  label: string;
  to: string;
  /** Rendered after the label inside the link (e.g. an unseen count); it reads its own data. */
  Badge?: ComponentType;
}

interface SidebarSection {
  title: string;
  links: SidebarLink[];
}

/** The unseen notifications count (the dashboard's figure, refreshed whenever a notification is read). */
function UnseenNotificationsBadge() {
  const { data } = useSeekerDashboard();
  const count = data?.unseen_notifications ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" variant="filled" color="brand.7" radius="xl" className={classes.badge} data-testid="unseen-badge">
      {count}
      <VisuallyHidden> unseen</VisuallyHidden>
    </Badge>
  );
}

/** Every signed-in user: spec 002 §Sidebar. */
const COMMON_LINKS: SidebarLink[] = [
  { label: 'My Profile', to: '/profile' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Create another account type', to: '/account-type-picker' },
];

/** One section per group held, in GROUPS order. Each role's issue adds its group's line here. */
const GROUP_SECTIONS: Partial<Record<GroupName, SidebarSection>> = {
  JobSeeker: {
    title: 'Job Seeker',
    links: [
      { label: 'My Resume', to: '/jobs-my-resume' },
      { label: 'Applied Jobs', to: '/jobs-applied-job' },
      { label: 'Saved Jobs', to: '/favorite-jobs' },
      { label: 'Notifications', to: '/jobs-alerts', Badge: UnseenNotificationsBadge },
      { label: 'Change Password', to: '/jobs-change-password' },
    ],
  },
  Company: {
    title: 'Company',
    links: [
      { label: 'Post a Job', to: '/company-post-job' },
      { label: 'Manage Jobs', to: '/company-manage-job' },
      { label: 'Applicants', to: '/company-manage-job-applications' },
      { label: 'Company Profile', to: '/company-profile' },
      { label: 'Company Dashboard', to: '/company-dashboard' },
      { label: 'Resumes', to: '/company-resume' },
    ],
  },
  Trainer: {
    title: 'Trainer',
    links: [
      { label: 'Post a Training', to: '/trainer-post-training' },
      { label: 'Manage Trainings', to: '/trainer-manage-training' },
      { label: 'Trainer Dashboard', to: '/trainer-dashboard' },
      { label: 'Trainer Profile', to: '/trainer-profile' },
    ],
  },
  SkillProvider: {
    title: 'Skills Provider',
    links: [
      { label: 'Post a Competition', to: '/post-skill' },
      { label: 'Manage Competitions', to: '/manage-competitions' },
      { label: 'Skills Applications', to: '/skills-applications' },
      { label: 'Provider Profile', to: '/skill-provider-profile' },
    ],
  },
  CarrierCouncillor: {
    title: 'Career Counsellor',
    links: [
      { label: 'Counselling Centre', to: '/counselling-center' },
      { label: 'Career Resources', to: '/career-resources' },
      { label: 'Career Events', to: '/career-events' },
      { label: 'Post a Career Event', to: '/post-career-event' },
      { label: 'Counsellor Profile', to: '/counsellor-profile' },
    ],
  },
};

function displayName(session: Session): string {
  const user = session.userDetail;
  const full = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return full || session.user?.first_name || user?.email || session.user?.email || '';
}

/* ---------- profile picture ---------- */

interface PictureUpload {
  /** 0–100 while a picture uploads, else null. */
  percent: number | null;
  upload: (file: File | null) => void;
}

/** PATCH /api/account/profile/{profile_id}/ multipart `profile_pic` (images only), with progress. */
function usePictureUpload(user: UserDetail | undefined): PictureUpload {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);

  const upload = (file: File | null) => {
    if (!file || !user || percent !== null) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      notifyError(FIELD_MESSAGES.imageOnly, PICTURE_FAILED);
      return;
    }
    if (file.size > UPLOAD_LIMITS.image) {
      notifyError(`${FIELD_MESSAGES.fileTooLarge} The limit is ${MAX_IMAGE_MB} MB.`, PICTURE_FAILED);
      return;
    }
    const body = new FormData();
    body.append('profile_pic', file);
    setPercent(0);
    uploadWithProgress<{ id: number; profile_pic: string | null }>('PATCH', API.profile(user.profile_id), body, setPercent)
      .then((res) => {
        queryClient.setQueryData<UserDetail>(userQueryKey(user.id), (u) => (u ? { ...u, profile_pic: res.profile_pic } : u));
        notifySuccess(PICTURE_UPDATED);
      })
      .catch((error: unknown) => notifyError(errorMessage(error), PICTURE_FAILED))
      .finally(() => setPercent(null));
  };

  return { percent, upload };
}

function ProfileBlock({ session, picture }: { session: Session; picture: PictureUpload }) {
  const name = displayName(session);
  const src = session.userDetail?.profile_pic || DEFAULT_AVATAR;
  const alt = session.userDetail?.profile_pic ? (name ? `Profile picture of ${name}` : 'Your profile picture') : 'Default profile picture';
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
        inputProps={{ 'aria-label': 'Choose a new profile picture' }}
      >
        {(props) => (
          <Button {...props} variant="light" size="compact-sm" disabled={uploading || !session.userDetail} aria-describedby={uploading ? progressId : undefined}>
            Change picture
          </Button>
        )}
      </FileButton>
      {uploading ? (
        <Stack gap={2} w="100%" id={progressId}>
          <Progress.Root size="sm">
            <Progress.Section value={picture.percent ?? 0} aria-label="Picture upload" />
          </Progress.Root>
          <Text size="xs" ta="center">
            Uploading… {picture.percent}%
          </Text>
        </Stack>
      ) : (
        <Text size="xs" c="gray.7" ta="center">
          An image of up to {MAX_IMAGE_MB} MB
        </Text>
      )}
    </Stack>
  );
}

function LinkList({ links, labelledBy, onNavigate }: { links: SidebarLink[]; labelledBy?: string; onNavigate?: () => void }) {
  return (
    <ul className={classes.list} aria-labelledby={labelledBy}>
      {links.map(({ label, to, Badge: LinkBadge }) => (
        <li key={to}>
          <NavLink to={to} end className={classes.link} onClick={onNavigate}>
            <span>{label}</span>
            {LinkBadge && <LinkBadge />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The sidebar's content: the same in the side column and in the drawer. */
function SidebarContent({ session, picture, onNavigate }: { session: Session; picture: PictureUpload; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const baseId = useId();
  const held = session.groups ?? [];
  const sections = (Object.keys(GROUP_SECTIONS) as GroupName[]).filter((g) => held.includes(g));

  const logout = async () => {
    onNavigate?.();
    // Leave the area first: a protected page would otherwise see the session end and send us to /login.
    await navigate('/');
    await session.logout();
  };

  return (
    <div className={classes.content}>
      <ProfileBlock session={session} picture={picture} />
      <nav aria-label="My account">
        <LinkList links={COMMON_LINKS} onNavigate={onNavigate} />
        <button type="button" className={classes.link} onClick={() => void logout()}>
          Log Out
        </button>
        {sections.map((group) => {
          const section = GROUP_SECTIONS[group];
          if (!section) return null;
          const titleId = `${baseId}-${group}`;
          return (
            <div key={group} className={classes.section} data-group={group}>
              <p id={titleId} className={classes.sectionTitle}>
                {section.title}
              </p>
              <LinkList links={section.links} labelledBy={titleId} onNavigate={onNavigate} />
            </div>
          );
        })}
      </nav>
    </div>
  );
}

function MenuIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** Layout route of the signed-in area: the sidebar beside the page (or behind a button on a phone). */
export function AccountLayout() {
  const session = useSession();
  const picture = usePictureUpload(session.userDetail);
  const [opened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const isCompact = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false });

  // `close` is stable (the handlers object is not). The drawer belongs to the compact layout and closes on navigation.
  const closeDrawer = drawer.close;
  useEffect(() => {
    if (!isCompact) closeDrawer();
  }, [isCompact, closeDrawer]);
  useEffect(() => {
    closeDrawer();
  }, [pathname, closeDrawer]);

  return (
    <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
      <div className={classes.shell}>
        <div className={classes.menuBar}>
          <Button variant="default" leftSection={<MenuIcon />} onClick={drawer.open} aria-haspopup="dialog" aria-expanded={opened}>
            My account menu
          </Button>
        </div>
        <div className={classes.side}>
          <SidebarContent session={session} picture={picture} />
        </div>
        <div className={classes.page}>
          <Outlet />
        </div>
        <Drawer opened={opened} onClose={drawer.close} title="My account" position="left" size={300} closeButtonProps={{ 'aria-label': 'Close my account menu' }}>
          <SidebarContent session={session} picture={picture} onNavigate={drawer.close} />
        </Drawer>
      </div>
    </ModalsProvider>
  );
}
