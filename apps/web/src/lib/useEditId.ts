import { useSearchParams } from 'react-router';
import { parseId } from './ids';

/** The `?edit={id}` of the create/edit forms (spec 002 §4): a valid id, or null for create mode. */
export function useEditId(): number | null {
  const [params] = useSearchParams();
  return parseId(params.get('edit'));
}

/** The address of the create/edit form `form` editing record `id`: what useEditId reads there. */
export const editPath = (form: string, id: number): string => `${form}?edit=${id}`;
