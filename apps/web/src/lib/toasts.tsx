// The toast container and its store (@mantine/notifications): a chunk of its own, fetched with the first toast,
// so visitors' first download stays within the home page budget.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { useEffect } from 'react';
import { Notifications, notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@portal/contract';
import classes from './toasts.module.css';

export type Toast = {
  color: string;
  title?: string | undefined;
  message: string;
};

/** The widths where a toast spans the screen (toasts.module.css): a phone's. */
const PHONE = '(max-width: 760px)';

type Box = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>;

/**
 * Where a toast goes on a phone, where it spans the screen's width: at the edge away from the field in use (the
 * focused element), at the bottom when none is (a page's heading and first fields are at its top).
 */
export function phoneToastPosition(field: Box | null, viewportHeight: number): 'top-center' | 'bottom-center' {
  return field && (field.top + field.bottom) / 2 > viewportHeight / 2 ? 'top-center' : 'bottom-center';
}

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether a focused element is a control a person uses: not the page, nor what the app focuses to be read from
 * (after a navigation the page's <main>, tabindex -1, which spans the screen and so overlaps every toast).
 */
const isControl = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element !== document.body && element.tabIndex >= 0;

/** The element being used, unless nothing is. */
function fieldInUse(): Element | null {
  const active = document.activeElement;
  return isControl(active) ? active : null;
}

let shown = 0;
export const showToast = (toast: Toast) => {
  const id = `toast-${(shown += 1)}`;
  const onPhone = window.matchMedia(PHONE).matches;
  const viewport = window.visualViewport?.height ?? window.innerHeight;
  notifications.show({
    ...toast,
    id,
    mod: { toast: id },
    ...(onPhone && { position: phoneToastPosition(fieldInUse()?.getBoundingClientRect() ?? null, viewport) }),
  });
};

/** A toast over the field a person moves to goes away (it was announced when it came: role="alert"). */
function hideToastsOver(event: FocusEvent) {
  const field = event.target instanceof Element ? event.target : null;
  if (!isControl(field) || field.closest('[data-toast]')) return;
  const box = field.getBoundingClientRect();
  document.querySelectorAll<HTMLElement>('[data-toast]').forEach((toast) => {
    if (toast.dataset.toast && overlaps(toast.getBoundingClientRect(), box)) notifications.hide(toast.dataset.toast);
  });
}

export function Toasts() {
  useEffect(() => {
    document.addEventListener('focusin', hideToastsOver);
    return () => document.removeEventListener('focusin', hideToastsOver);
  }, []);
  return (
    <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" classNames={{ root: classes.root }} limit={4} />
  );
}
