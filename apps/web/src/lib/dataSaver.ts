/**
 * Data saver (issue 17): pictures are left out (a company's initials instead of its logo, no photos) and nothing is
 * fetched ahead of need. On by default when the browser asks for less data (`Save-Data`); the footer's switch
 * changes it, remembered in a cookie the server reads too, so a server-rendered page already leaves the pictures out.
 */
import { useSyncExternalStore } from 'react';
import { DATA_SAVER_COOKIE, dataSaverRequested } from '@portal/contract';

let browserValue: boolean | undefined;
let resolve = (): boolean => {
  if (browserValue === undefined) {
    // A server-rendered page says what it was rendered with (hydration must match); otherwise the cookie, else the
    // browser's own setting.
    const rendered = typeof document === 'undefined' ? undefined : document.documentElement.dataset.dataSaver;
    const connection =
      typeof navigator === 'undefined'
        ? undefined
        : (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    browserValue =
      rendered !== undefined
        ? rendered === 'on'
        : dataSaverRequested(
            typeof document === 'undefined' ? undefined : document.cookie,
            connection?.saveData ? 'on' : undefined,
          );
  }
  return browserValue;
};

/** The server's hook: each render's own setting. */
export function setDataSaverResolver(resolver: () => boolean): void {
  resolve = resolver;
}

export function dataSaverOn(): boolean {
  return resolve();
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setDataSaver(on: boolean): void {
  browserValue = on;
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? '1' : '0'}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.dataset.dataSaver = on ? 'on' : 'off';
  listeners.forEach((notify) => notify());
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn, dataSaverOn);
}
