import { type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type { SearchAnswer } from '../models/search.ts';
import { searchQuery } from '../schemas/search.ts';

export const searchProject = {
  method: 'GET',
  path: '/api/projects/{id}/search',
  access: SIGNED_IN,
  summary:
    "Finds files (name, author), folders, construction and marketing tasks (name, owner) and task notes of one project by word prefix, ignoring case and accents, in the areas the caller's role reaches. Up to 20 results per kind.",
  query: searchQuery,
  status: 200,
  response: /* @__PURE__ */ returns<SearchAnswer>(),
} as const satisfies Endpoint;

export const searchEndpoints = { searchProject } as const satisfies Record<string, Endpoint>;
