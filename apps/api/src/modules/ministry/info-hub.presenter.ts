// Information hub documents → the wire shapes of spec 000 §3 (policySchema, employerFrameworkSchema).
import type { EmployerFramework, Policy } from '@portal/contract';
import { mediaUrl } from '../../lib/storage.js';

export type DocumentRow = { id: number; title: string; file: string };

/** The stored documents are public: their /media URL downloads them. */
export const presentPolicy = (publicUrl: string, r: DocumentRow): Policy => ({
  id: r.id,
  title: r.title,
  document: mediaUrl(publicUrl, r.file) ?? '',
});

export const presentFramework = (publicUrl: string, r: DocumentRow): EmployerFramework => ({
  id: r.id,
  title: r.title,
  upload: mediaUrl(publicUrl, r.file) ?? '',
});
