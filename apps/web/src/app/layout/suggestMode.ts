// Whether the "Suggest a better translation" mode is on (issue 32): switched from the account menu, drawn by the
// host beside the notification bell (AccountActions.tsx), which is in the header at every width.
import { useSyncExternalStore } from 'react';

let on = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setSuggesting(value: boolean): void {
  on = value;
  listeners.forEach((listener) => listener());
}

export const useSuggesting = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => on,
    () => false,
  );
