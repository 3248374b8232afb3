import { describe, expect, it } from 'vitest';
import { foldText, MAX_TERM_LENGTH, matchesAll, queryWords, searchTerms } from './search.ts';

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
