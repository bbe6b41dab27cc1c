// The drawer's styles come with it, not with app/styles.ts (which already holds Overlay and CloseButton).
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { t } from '@/lib/i18n';

/** The compact layout's menu: its own chunk (Drawer brings the modal base, scroll area and floating-ui with it). */
export function HeaderDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('header.menu')}
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
    >
      {children}
    </Drawer>
  );
}
