// Driving the app's forms the way a person does: Mantine selects and date pickers, toasts, and small files to upload.
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Enough of a PDF for the server's content sniffing: its header and trailer. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

/**
 * Types into a rich-text field and waits until its editor has taken the place of the plain box it starts as
 * (lib/ui/RichTextField), holding the text. The editor's toolbar moves what is below it down: a click aimed at the
 * next field before that would land on this one.
 */
export async function typeRichText(page: Page, scope: Locator, name: string, text: string) {
  const field = scope.getByRole('textbox', { name, exact: true });
  await field.click();
  await page.keyboard.insertText(text);
  await expect(field.and(scope.locator('.ProseMirror'))).toContainText(text);
}

/** The last toast with this text (several of one kind may be on screen). */
export const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).last()).toBeVisible();

/** Chooses an option of a Mantine Select or MultiSelect by its label (a string is matched exactly). */
export async function choose(page: Page, scope: Locator, label: string | RegExp, option: string) {
  const box =
    typeof label === 'string'
      ? scope.getByRole('combobox', { name: label, exact: true })
      : scope.getByRole('combobox', { name: label });
  await box.first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks a date in a Mantine DatePickerInput: up to the decade view, back to the year, then month and day. */
export async function pickDate(page: Page, scope: Locator, label: string, iso: string) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  await scope.getByRole('button', { name: label, exact: true }).click();
  const level = page.locator('.mantine-DatePickerInput-calendarHeaderLevel');
  await expect(level).toBeVisible();
  for (let i = 0; i < 2 && !/\d{4}\D+\d{4}/.test((await level.textContent()) ?? ''); i++) await level.click();
  const yearButton = page.getByRole('button', { name: String(year), exact: true });
  for (let i = 0; i < 20 && !(await yearButton.isVisible()); i++)
    await page.getByRole('button', { name: 'Previous decade' }).click();
  if (!(await yearButton.isVisible())) {
    for (let i = 0; i < 20 && !(await yearButton.isVisible()); i++)
      await page.getByRole('button', { name: 'Next decade' }).click();
  }
  await yearButton.click();
  await page.getByRole('button', { name: MONTHS[month - 1]!.slice(0, 3), exact: true }).click();
  await page.getByRole('button', { name: `${day} ${MONTHS[month - 1]} ${year}`, exact: true }).click();
  await expect(level).toBeHidden();
}

/** Picks the day `days` from now in the calendar of the date field labelled `label`, a few months ahead at most. */
export async function pickDayAhead(page: Page, scope: Locator, label: RegExp, days: number) {
  const target = new Date(Date.now() + days * 24 * 3600 * 1000);
  await scope.getByRole('button', { name: label }).click();
  // The day of its own month (not the greyed days of the months around it).
  const day = page.locator(
    `button[aria-label="${target.getDate()} ${MONTHS[target.getMonth()]} ${target.getFullYear()}"]:not([data-outside])`,
  );
  for (let i = 0; i < 3 && !(await day.isVisible()); i++)
    await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  // The calendar closes before the next field opens its own.
  await expect(day).toBeHidden();
}
