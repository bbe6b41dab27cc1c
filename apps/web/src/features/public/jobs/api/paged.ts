export type { Paged } from '@portal/contract';

/** Ids in the address bar are checked before any request: /job-detail/abc is simply not found. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
