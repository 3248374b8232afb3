import { describe, expect, it } from 'vitest';
import {
  CUT_NOTE,
  foldText,
  MAX_TERM_LENGTH,
  matchesAll,
  queryIsCut,
  queryWords,
  SEARCH_TOO_LONG,
  SEARCH_TOO_SHORT,
  searchMessage,
  searchTerms,
} from './search.ts';

describe('search terms', () => {
  it('splits a file name into folded words: punctuation and the extension split, case goes', () => {
    expect(searchTerms('Kitchen Plan Rev C.pdf')).toEqual(['kitchen', 'plan', 'rev', 'c', 'pdf']);
    expect(searchTerms('A-101_Level-1 (issued).PDF')).toEqual(['a', '101', 'level', '1', 'issued', 'pdf']);
  });

  it('removes accents and folds compatibility forms', () => {
    expect(searchTerms('Café Crème à Montréal')).toEqual(['cafe', 'creme', 'a', 'montreal']);
    expect(foldText('ÉLÉVATION ﬁnale')).toBe('elevation finale');
    // the same word written precomposed and decomposed is one term
    expect(searchTerms('Caf\u00e9 Cafe\u0301')).toEqual(['cafe']);
  });

  it('keeps letters of every script and digits, drops symbols and emoji', () => {
    expect(searchTerms('Plan 📐 — 東京 #2 $€ naïve')).toEqual(['plan', '東京', '2', 'naive']);
    expect(searchTerms('   ...  ')).toEqual([]);
  });

  it('lists each term once, in order of first appearance, up to a limit; long words are cut', () => {
    expect(searchTerms('plan Plan PLAN rev plan')).toEqual(['plan', 'rev']);
    expect(searchTerms('one two three four', 2)).toEqual(['one', 'two']);
    expect(searchTerms('x'.repeat(100))).toEqual(['x'.repeat(MAX_TERM_LENGTH)]);
  });
});

describe('query words and prefix matching', () => {
  it('puts the longest word first (it is the one looked up)', () => {
    expect(queryWords('rev kitch C')).toEqual(['kitch', 'rev', 'c']);
    expect(queryWords('Café')).toEqual(['cafe']);
    expect(queryWords("' OR 1=1 --")).toEqual(['or', '1']);
  });

  it('a query word matches a term it is a prefix of, never the middle of a word', () => {
    const terms = searchTerms('Kitchen Plan Rev C.pdf');
    expect(matchesAll(['kitch'], terms)).toBe(true);
    expect(matchesAll(['kitch', 'rev'], terms)).toBe(true);
    expect(matchesAll(['itchen'], terms)).toBe(false);
    expect(matchesAll(['kitch', 'bath'], terms)).toBe(false);
    expect(matchesAll([], terms)).toBe(true);
  });
});

describe('N15: the messages and what a query uses', () => {
  it('N15: the box and the server share the documented texts, and a query of more words than are used says so', () => {
    expect(SEARCH_TOO_SHORT).toBe('Type at least 2 letters or digits to search');
    expect(SEARCH_TOO_LONG).toBe('Search text must be at most 200 characters');
    expect(searchMessage('a')).toBe(SEARCH_TOO_SHORT);
    expect(searchMessage('plan '.repeat(41))).toBe(SEARCH_TOO_LONG);
    expect(searchMessage('kitchen rev')).toBeUndefined();
    expect(queryIsCut('one two three four five six seven eight')).toBe(false);
    expect(queryIsCut('one two three four five six seven eight nine')).toBe(true);
    expect(CUT_NOTE).toBe('Only the first 8 words were searched.');
  });
});
