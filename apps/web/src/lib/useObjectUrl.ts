import { useEffect, useMemo } from 'react';

/** A URL that shows a chosen file (a logo's preview) before it is uploaded; released when the file changes or goes. */
export function useObjectUrl(file: File | null | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
