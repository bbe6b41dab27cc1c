/** Salaries as the portal shows them: Shs a month (spec 000 §1). */
import { formatCount, formatShs } from '@/lib/money';

/** A card's pay: its maximum, else "from" its minimum, else "Pay not stated". */
export function cardPay(minPay: number | null, maxPay: number | null): string {
  if (maxPay !== null) return `${formatShs(maxPay)} / month`;
  if (minPay !== null) return `From ${formatShs(minPay)} / month`;
  return 'Pay not stated';
}

/** The job summary's range: "Shs 300,000 – 500,000 / month". */
export function payRange(minPay: number | null, maxPay: number | null): string {
  if (minPay !== null && maxPay !== null && minPay !== maxPay) return `${formatShs(minPay)} – ${formatCount(maxPay)} / month`;
  if (maxPay !== null) return `${formatShs(maxPay)} / month`;
  if (minPay !== null) return `From ${formatShs(minPay)} / month`;
  return 'Pay not stated';
}
