/**
 * Notices as sentences: free text an admin or a gateway wrote (a reason, a reply, a note) often
 * ends a sentence of ours, and may or may not bring its own full stop. These helpers end it once,
 * so 'Alasan: Buram.' never reads 'Alasan: Buram..', and leave out what is empty, so a notice
 * without its optional part still reads as whole sentences.
 */

/** What already ends a sentence: a full stop, an exclamation or question mark, or an ellipsis. */
const SENTENCE_END = /[.!?…]$/;

/** The text, trimmed, with a full stop unless it already ends with '.', '!', '?' or '…'; '' for none. */
export function endSentence(text: string | null | undefined): string {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return '';
  return SENTENCE_END.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** 'Label: text', or null when the text is empty (so sentences() leaves it out). */
export function labelled(label: string, text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed ? `${label}: ${trimmed}` : null;
}

/** Each non-empty part ended as a sentence, joined by spaces: one paragraph of whole sentences. */
export function sentences(...parts: ReadonlyArray<string | null | undefined | false>): string {
  return parts
    .map((part) => endSentence(part || ''))
    .filter(Boolean)
    .join(' ');
}
