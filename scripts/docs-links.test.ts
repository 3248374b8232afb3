/**
 * The repository explains itself: no source file points at a document outside it (the client's
 * original specification and design notes), and every `docs/<page>.md#<heading>` a comment names exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'cdk.out', '.git', '.data', 'coverage']);

function files(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path, pattern));
    else if (pattern.test(entry.name)) out.push(path);
  }
  return out;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const sources = files(ROOT, /\.(ts|tsx|css|mjs)$/).filter((f) => !f.endsWith('docs-links.test.ts'));

describe('the repository explains itself', () => {
  it('no source file points at the original specification or design notes outside the repository', () => {
    const outside = /design decision \d|§\s?\d|\bdesign\.md\b|\bspec\.md\b/i;
    const found = sources.filter((f) => outside.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f));
    expect(found).toEqual([]);
  });

  it('every docs/<page>.md#<heading> named in the code and the docs is a heading of that page', () => {
    const anchors = new Map<string, Set<string>>();
    for (const page of files(join(ROOT, 'docs'), /\.md$/)) {
      const headings = [...readFileSync(page, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1] ?? ''));
      anchors.set(`docs/${relative(join(ROOT, 'docs'), page)}`, new Set(headings));
    }
    const broken: string[] = [];
    let checked = 0;
    for (const file of [...sources, ...files(join(ROOT, 'docs'), /\.md$/), join(ROOT, 'README.md')]) {
      for (const m of readFileSync(file, 'utf8').matchAll(/(docs\/[\w-]+\.md)#([\w-]+)/g)) {
        checked++;
        if (!anchors.get(m[1] as string)?.has(m[2] as string)) broken.push(`${relative(ROOT, file)}: ${m[0]}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });
});
