/** Numbers and money as the portal shows them, on screen and in mail: one currency style everywhere, UGX. */
/**
 * 1250000 → "1,250,000": a whole number grouped by thousands, as Uganda's English and Swahili write it (what
 * `Intl.NumberFormat('en-UG', { maximumFractionDigits: 0 })` prints), written out instead: a page's first
 * NumberFormat loads ICU's number data, measured at 50–150 ms on a phone's CPU (4× slower) in the middle of
 * hydration (issue 31). Halves round away from zero, as Intl does. The web build gives Lingui's plural `#` the same
 * (apps/web/vite.config.ts, `linguiWholeNumbers`).
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) > Number.MAX_SAFE_INTEGER)
    return new Intl.NumberFormat('en-UG', { maximumFractionDigits: 0 }).format(n);
  const whole = Math.round(Math.abs(n));
  const digits = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 || Object.is(n, -0) ? `-${digits}` : digits;
}
/** 450000 → "UGX 450,000". */
export function formatUgx(amount: number): string {
  return `UGX ${formatCount(amount)}`;
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
