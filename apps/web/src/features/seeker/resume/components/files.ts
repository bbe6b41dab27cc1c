/** What the file pickers offer (the server checks the bytes; the contract's rules check type and size first). */
export const DOCUMENT_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
