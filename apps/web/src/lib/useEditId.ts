import { useSearchParams } from 'react-router';

/** The `?edit={id}` of the create/edit forms (spec 002 §4): a valid id, or null for create mode. */
export function useEditId(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('edit');
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
