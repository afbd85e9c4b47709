/**
 * Search text inside LIKE / ILIKE patterns. PostgreSQL's default escape character is the
 * backslash, so escaping `\`, `%` and `_` with it makes each match only itself.
 */

/** `text` as a literal inside a LIKE pattern: %, _ and the escape character itself match only themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%text%`: a LIKE pattern matching `text` anywhere, taken literally. */
export function likeContaining(text: string): string {
  return `%${likeLiteral(text)}%`;
}
