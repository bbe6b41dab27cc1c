/**
 * Numbers and money as the portal shows them, in the reader's language. The amounts are written as the contract
 * writes them (UGX with grouped digits, as on the server's mails); the words around them are translated.
 */
import { formatCount, formatUgx } from '@portal/contract';
import { t } from '@/lib/i18n';

export { formatCount, formatUgx };

/** A job's monthly pay as the employer gave it: "UGX 550,000 – 1,350,000 / month", one bound, or "Pay not stated". */
export function formatPay(minPay: number | null, maxPay: number | null): string {
  if (minPay !== null && maxPay !== null && minPay !== maxPay)
    return t('money.payRange', { min: formatUgx(minPay), max: formatCount(maxPay) });
  if (maxPay !== null)
    return minPay === null
      ? t('money.payUpTo', { amount: formatUgx(maxPay) })
      : t('money.payExactly', { amount: formatUgx(maxPay) });
  if (minPay !== null) return t('money.payFrom', { amount: formatUgx(minPay) });
  return t('money.payNotStated');
}

/** A training's fee: "UGX 450,000", or "No Attendance Fee" when it is free (spec 000 §2.6). */
export function formatFee(fees: number): string {
  return fees > 0 ? formatUgx(fees) : t('money.noFee');
}
