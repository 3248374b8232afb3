/** The project search query (docs/requirements.md#project-search). */
import { z } from 'zod';
import { MAX_QUERY_LENGTH, MIN_LEADING_WORD, queryWords } from '../search.ts';

export const SEARCH_TOO_SHORT = `Type at least ${MIN_LEADING_WORD} letters or digits to search`;

export const searchQuery = z.object({
  q: z
    .string({ error: 'q (the text to search for) is required' })
    .max(MAX_QUERY_LENGTH, { error: `Search text must be at most ${MAX_QUERY_LENGTH} characters` })
    .refine((q) => (queryWords(q)[0]?.length ?? 0) >= MIN_LEADING_WORD, { error: SEARCH_TOO_SHORT }),
});
export type SearchQuery = z.infer<typeof searchQuery>;
