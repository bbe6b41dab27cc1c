// What a log line may say of a URL (issue 28): a reset token copied from the request log reset a password. The values
// of secret-named query parameters (the verification and reset tokens, a private file link's signature, …) and the
// path segments that are keys themselves (a job alert's unsubscribe token, in the API's path and the web page's) are
// replaced; the rest of the URL stays as sent, so a line still says which page or endpoint was asked for.

export const REDACTED = '[redacted]';

/**
 * Query parameter names whose values are secrets: exact names, and names ending in one of them (`reset_token`,
 * `api_key`). `expires` and `next` stay: they grant nothing and help reading a line.
 */
const SECRET_PARAM =
  /(?:^|[_-])(token|signature|sig|uid|code|key|password|passwd|secret|otp|jwt|auth|session|access|refresh)$/i;

/** Paths whose segment after the prefix is a key: /api/job_seekers/job-alerts/unsubscribe/{token}/, /job-alerts/unsubscribe/{token}. */
const SECRET_SEGMENT = /(\/unsubscribe\/)[^/?#]+/g;

const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
};

/** `url` (a path with its query, as a request carries it) with its secrets replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return SECRET_PARAM.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
