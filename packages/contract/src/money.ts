/** Numbers and money as the portal shows them, on screen and in mail: one currency style everywhere, UGX. */
// Built on first use, not as the module loads: a page's first NumberFormat loads ICU's number data (tens to hundreds
// of milliseconds on a phone), which then happened before hydration on every page importing this module.
let grouped: Intl.NumberFormat | undefined;
const groupedNumber = (n: number) =>
  (grouped ??= new Intl.NumberFormat('en-UG', { maximumFractionDigits: 0 })).format(n);

/** 1250000 → "1,250,000". */
export function formatCount(n: number): string {
  return groupedNumber(n);
}

/** 450000 → "UGX 450,000". */
export function formatUgx(amount: number): string {
  return `UGX ${groupedNumber(amount)}`;
}

/** A job's monthly pay as the employer gave it: "UGX 550,000 – 1,350,000 / month", one bound, or "Pay not stated". */
export function formatPay(minPay: number | null, maxPay: number | null): string {
  if (minPay !== null && maxPay !== null && minPay !== maxPay)
    return `${formatUgx(minPay)} – ${formatCount(maxPay)} / month`;
  if (maxPay !== null) return `${minPay === null ? 'Up to ' : ''}${formatUgx(maxPay)} / month`;
  if (minPay !== null) return `From ${formatUgx(minPay)} / month`;
  return 'Pay not stated';
}

/** A training's fee: "UGX 450,000", or "No Attendance Fee" when it is free (spec 000 §2.6). */
export function formatFee(fees: number): string {
  return fees > 0 ? formatUgx(fees) : 'No Attendance Fee';
}
