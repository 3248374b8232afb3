/**
 * Project search (docs/requirements.md#project-search): how text becomes search terms, on both sides.
 * A term is a word of the text, lower-cased, with its accents removed ("Café" -> "cafe"); words are runs of
 * letters and digits, so punctuation and file extensions split them ("Rev-C.pdf" -> "rev", "c", "pdf").
 * A query word matches a term it is a prefix of ("kitch" matches "kitchen").
 */

/** A term longer than this is cut (it still matches every prefix a person types). */
export const MAX_TERM_LENGTH = 40;
/** Terms of one text that get an index item; the rest of a long note is not searchable (docs/data-model.md#project-search). */
export const MAX_TERMS_PER_TEXT = 40;
/** A query longer than this is refused (the box says so before asking); only its first words are used. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_WORDS = 8;
/** The longest query word must be at least this long (one letter would read a large part of the index). */
export const MIN_LEADING_WORD = 2;
/** The documented messages (docs/requirements.md#project-search), the same in the box and from the server. */
export const SEARCH_TOO_SHORT = `Type at least ${MIN_LEADING_WORD} letters or digits to search`;
export const SEARCH_TOO_LONG = `Search text must be at most ${MAX_QUERY_LENGTH} characters`;
export const CUT_NOTE = `Only the first ${MAX_QUERY_WORDS} words were searched.`;
/** Results per kind in one answer. */
export const RESULTS_PER_KIND = 20;

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

/** Lower-case, accents and other combining marks removed, compatibility forms folded ("ﬁ" -> "fi"). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

/** The words of a text, folded, in order of first appearance, each once, at most `limit`. */
export function searchTerms(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const seen = new Set<string>();
  for (const match of foldText(text).matchAll(WORD)) {
    if (seen.size >= limit) break;
    seen.add(match[0].slice(0, MAX_TERM_LENGTH));
  }
  return [...seen];
}

/** The words of a query, longest first (the longest is looked up, the others filter). */
export function queryWords(query: string): string[] {
  return searchTerms(query, MAX_QUERY_WORDS).sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/** Why a query cannot be searched, in the documented words; undefined when it can. */
export function searchMessage(query: string): string | undefined {
  if (query.length > MAX_QUERY_LENGTH) return SEARCH_TOO_LONG;
  if ((queryWords(query)[0]?.length ?? 0) < MIN_LEADING_WORD) return SEARCH_TOO_SHORT;
  return undefined;
}

/** The query has more different words than are searched (the answer says so: CUT_NOTE). */
export function queryIsCut(query: string): boolean {
  return searchTerms(query, MAX_QUERY_WORDS + 1).length > MAX_QUERY_WORDS;
}

/** Every query word is a prefix of one of the terms. */
export function matchesAll(words: readonly string[], terms: readonly string[]): boolean {
  return words.every((word) => terms.some((term) => term.startsWith(word)));
}

export const SEARCH_KINDS = ['file', 'folder', 'task', 'marketingTask', 'note'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
