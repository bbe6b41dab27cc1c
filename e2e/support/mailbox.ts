import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { E2E_MAILBOX } from '../../playwright.config';

/**
 * Waits for a mail to `address` (the latest; with `matching`, the latest whose text matches) and returns its decoded
 * text (quoted-printable soft breaks undone).
 */
export async function waitForMail(address: string, matching?: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const lines = readFileSync(E2E_MAILBOX, 'utf8').split('\n').filter(Boolean);
        const decoded = lines
          .map((l) => JSON.parse(l) as { to: string[]; raw: string })
          .filter((m) => m.to.includes(address))
          .map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
        found = decoded.reverse().find((text) => !matching || matching.test(text)) ?? '';
        return found.length > 0;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}
