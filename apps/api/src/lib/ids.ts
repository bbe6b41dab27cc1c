// The one range of a stored id: the contract's MAX_ID, PostgreSQL's integer (its schemas refuse a larger id too).
import { MAX_ID } from '@portal/contract';

/**
 * An id bound against an integer column. One outside the column's range cannot exist and would fail the query
 * ("out of range for type integer"), so it is bound as 0, which matches no row.
 */
export const storableId = (id: number): number => (Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : 0);
