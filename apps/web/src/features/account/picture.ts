import { fileProblem } from '@portal/contract';

/** The sign-up picture's check: the server's image rule (types, size and messages), so a picture it would refuse never travels. */
export const pictureError = (file: File | null): string | null => (file ? fileProblem('image', file) : null);
