/** Project search from the tests: one search, and a bounded wait until the index shows what a test expects. */
import { expect } from 'vitest';
import type { SearchAnswer, SearchResult } from '../../shared/models/search.ts';
import { call } from './api.ts';
import { sleep } from './documents.ts';

/** 15 s at most: the local stream poller reads every 50 ms. */
export const TRIES = 150;

export async function search(token: string, projectId: string, q: string) {
  return call<SearchAnswer & { error?: string }>(`/api/projects/${projectId}/search?q=${encodeURIComponent(q)}`, {
    token,
  });
}

export const flat = (answer: SearchAnswer): SearchResult[] => answer.groups.flatMap((g) => g.results);

/** Searches until `done` holds for the results (bounded), and answers the last results. */
export async function searchUntil(
  token: string,
  projectId: string,
  q: string,
  done: (results: SearchResult[]) => boolean,
): Promise<SearchResult[]> {
  let results: SearchResult[] = [];
  for (let i = 0; i < TRIES; i++) {
    const res = await search(token, projectId, q);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    results = flat(res.body);
    if (done(results)) return results;
    await sleep(100);
  }
  return results;
}

export const ids = (results: SearchResult[]) => results.map((r) => r.id);
