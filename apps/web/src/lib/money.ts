/** Numbers and money as the portal shows them (shared with the server's mail: the contract's money.ts). */
export { formatCount, formatFee, formatPay, formatUgx } from '@portal/contract';
