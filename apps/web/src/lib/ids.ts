import { MAX_ID } from '@portal/contract';

/**
 * An id from the address bar (`/job-detail/{id}`, `?id=`, `?edit=`), checked before anything is asked of the server:
 * a positive whole number in PostgreSQL's integer range, else null (so /job-detail/abc is simply not found).
 */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}
