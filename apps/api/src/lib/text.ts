// Rich text → one line of plain text, for fields the wire carries as text (a job title may hold HTML).
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, whole: string): string {
  if (entity.startsWith('#')) {
    const code =
      entity[1] === 'x' || entity[1] === 'X'
        ? Number.parseInt(entity.slice(2), 16)
        : Number.parseInt(entity.slice(1), 10);
    // Out-of-range and surrogate code points stay as written rather than throwing.
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : whole;
  }
  return NAMED[entity.toLowerCase()] ?? whole;
}

export function plainText(html: string): string {
  // Most titles are plain already: skip the work.
  if (!/[<&]/.test(html)) return html.trim();
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/g, (whole, entity: string) => decodeEntity(entity, whole))
    .replace(/\s+/g, ' ')
    .trim();
}

/** `%`, `_` and `\` are LIKE syntax; escaped, a search is a plain substring. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
