/** The project search query (docs/requirements.md#project-search). */
import * as z from 'zod/mini';
import { MAX_QUERY_LENGTH, MIN_LEADING_WORD, queryWords, SEARCH_TOO_LONG, SEARCH_TOO_SHORT } from '../search.ts';
import { schema } from './define.ts';

export { SEARCH_TOO_SHORT };

export const searchQuery = /* @__PURE__ */ schema(() =>
  z.object({
    q: z
      .string({ error: 'q (the text to search for) is required' })
      .check(z.maxLength(MAX_QUERY_LENGTH, { error: SEARCH_TOO_LONG }))
      .check(z.refine((q) => (queryWords(q)[0]?.length ?? 0) >= MIN_LEADING_WORD, { error: SEARCH_TOO_SHORT })),
  }),
);
export type SearchQuery = z.infer<typeof searchQuery>;
