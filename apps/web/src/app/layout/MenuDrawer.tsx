// The drawer's styles come with it, not with app/styles.ts (which already holds Overlay and CloseButton).
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import type { ReactNode } from 'react';
import { Drawer, type DrawerProps } from '@mantine/core';

/**
 * A compact layout's menu (the header's, the signed-in area's sidebar): its own chunk, fetched at the first opening
 * (Drawer brings the modal base, ScrollArea and floating-ui with it, ~25 KB no page needs before).
 */
export function MenuDrawer({
  opened,
  onClose,
  title,
  closeLabel,
  position,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  position: 'left' | 'right';
  size: DrawerProps['size'];
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position={position}
      size={size}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Drawer>
  );
}
