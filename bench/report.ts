/** Writes the latest figures into docs/performance.md, between its bench markers. */
import { readFileSync, writeFileSync } from 'node:fs';

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

type Row = Record<string, unknown>;

function table(rows: Row[]): string {
  if (rows.length === 0) return '_none_';
  const columns = Object.keys(rows[0] as Row);
  const cell = (v: unknown) =>
    String(typeof v === 'object' && v !== null ? JSON.stringify(v) : (v ?? '-')).replace(/\|/g, '\\|');
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${columns.map((c) => cell(r[c])).join(' | ')} |`),
  ].join('\n');
}

export function writePerformanceDoc(sections: { title: string; rows?: Row[]; text?: string }[], date: string): void {
  const url = new URL('../docs/performance.md', import.meta.url);
  const doc = readFileSync(url, 'utf8');
  const body = [
    START,
    `_Latest run: ${date}, on this 2-core machine; ratios and counts are the figures to compare._`,
    ...sections.map((s) => `\n### ${s.title}\n\n${s.text ?? ''}${s.rows ? table(s.rows) : ''}`),
    END,
  ].join('\n');
  const before = doc.slice(0, doc.indexOf(START));
  const after = doc.includes(END) ? doc.slice(doc.indexOf(END) + END.length) : '\n';
  writeFileSync(url, `${before}${body}${after}`);
}
