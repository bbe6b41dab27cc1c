import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { E2E_MAILBOX } from '../../playwright.config';

/** Waits for a mail to `address` and returns its decoded text (quoted-printable soft breaks undone). */
export async function waitForMail(address: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const lines = readFileSync(E2E_MAILBOX, 'utf8').split('\n').filter(Boolean);
        const mail = lines.map((l) => JSON.parse(l) as { to: string[]; raw: string }).reverse().find((m) => m.to.includes(address));
        found = mail ? mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') : '';
        return found.length > 0;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}
