/** Numbers and money as the portal shows them (spec 000 §1: UGX for training fees, Shs for salaries). */
const grouped = new Intl.NumberFormat('en-UG', { maximumFractionDigits: 0 });

/** 1250000 → "1,250,000". */
export function formatCount(n: number): string {
  return grouped.format(n);
}

/** 450000 → "UGX 450,000". */
export function formatUgx(amount: number): string {
  return `UGX ${grouped.format(amount)}`;
}

/** A salary: 800000 → "Shs 800,000". */
export function formatShs(amount: number): string {
  return `Shs ${grouped.format(amount)}`;
}

/** A training's fee: "UGX 450,000", or "No Attendance Fee" when it is free (spec 000 §2.6). */
export function formatFee(fees: number): string {
  return fees > 0 ? formatUgx(fees) : 'No Attendance Fee';
}
