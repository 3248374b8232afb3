/**
 * The style rules (docs/architecture.md#styles), checked on every stylesheet of the web app: no CSS file
 * over 400 lines, at most 15 raw colour literals outside web/src/styles/tokens.css (TSX included, for
 * inline styles), and WCAG AA contrast for the text/background pairs the tokens are used in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  colourOf,
  contrast,
  MAX_RAW_COLOURS,
  oversized,
  type Pair,
  ratios,
  rawColours,
  type SourceFile,
  tokensOf,
} from './styles-rules.ts';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = join(ROOT, 'web/src');
const TOKENS = 'web/src/styles/tokens.css';

function filesUnder(dir: string, ending: RegExp): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, ending);
    return ending.test(entry.name) ? [{ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }] : [];
  });
}

const css = filesUnder(WEB, /\.css$/);
const tsx = filesUnder(WEB, /\.tsx$/);
const tokens = tokensOf(readFileSync(join(ROOT, TOKENS), 'utf8'));

/** Where each pair is used; the text colour first. `under`: what a translucent background lies on. */
const PAIRS: Pair[] = [
  { text: '--c-text', background: '--c-bg', where: 'page text' },
  { text: '--c-text', background: '--c-surface', where: 'cards, dialogs, tables' },
  { text: '--c-text', background: '--c-surface-2', where: 'table headers, secondary buttons on hover' },
  { text: '--c-text', background: '--c-primary-soft', where: 'selected rows' },
  { text: '--c-text', background: '--c-info-soft', where: 'info alert' },
  { text: '--c-text', background: '--c-highlight', where: 'a search result’s highlighted row' },
  { text: '--c-text', background: '--c-note-soft', where: 'share notice, password hint' },
  { text: '--c-text', background: '--c-note-today', where: 'today’s note' },
  { text: '--c-text', background: '--c-chip', where: 'agenda float chip' },
  { text: '--c-muted', background: '--c-surface', where: 'hints, meta text' },
  { text: '--c-muted', background: '--c-bg', where: 'page subtitles' },
  { text: '--c-muted', background: '--c-surface-2', where: 'meta text on table headers' },
  { text: '--c-text-secondary', background: '--c-surface', where: 'agenda dates' },
  { text: '--c-primary-hover', background: '--c-surface', where: 'links, ghost buttons' },
  { text: '--c-primary-hover', background: '--c-bg', where: 'links on the page' },
  { text: '--c-on-dark', background: '--c-primary', where: 'primary button, side navigation' },
  { text: '--c-on-dark', background: '--c-primary-hover', where: 'primary button on hover' },
  { text: '--c-on-dark', background: '--c-danger', where: 'danger button' },
  { text: '--c-on-dark', background: '--c-danger-hover', where: 'danger button on hover' },
  { text: '--c-on-dark', background: '--c-disabled', where: '"Choose photos" before a task is chosen' },
  { text: '--c-on-dark', background: '--c-tooltip-bg', where: 'tooltips' },
  { text: '--c-on-dark', background: '--c-area-plan', where: 'plan files logo' },
  { text: '--c-on-dark', background: '--c-area-marketing', where: 'marketing logo' },
  { text: '--c-on-dark', background: '--c-area-construction', where: 'construction files logo' },
  { text: '--c-on-dark', background: '--c-pdf-backdrop', where: 'PDF frame messages' },
  { text: '--c-on-dark', background: '--c-scrim', under: '--c-pdf-backdrop', where: 'PDF loading status' },
  {
    text: '--c-on-dark',
    background: '--c-tint-on-dark-14',
    under: '--c-primary',
    where: 'active side navigation item',
  },
  { text: '--c-on-dark-85', background: '--c-tint-on-dark-10', under: '--c-primary', where: 'side navigation area' },
  { text: '--c-on-dark-78', background: '--c-primary', where: 'side navigation labels' },
  { text: '--c-on-dark-soft', background: '--c-tint-on-dark-07', under: '--c-primary', where: 'sign-in iOS card' },
  { text: '--c-on-dark-88', background: '--c-tint-on-dark-07', under: '--c-primary', where: 'sign-in iOS card text' },
  {
    text: '--c-on-dark-80',
    background: '--c-tint-on-dark-07',
    under: '--c-primary',
    where: 'sign-in iOS card caption',
  },
  { text: '--c-on-accent', background: '--c-accent', where: 'role tag' },
  { text: '--c-success', background: '--c-success-soft', where: '"Complete" and "Active" pills, success alert' },
  { text: '--c-success', background: '--c-surface', where: 'success text' },
  { text: '--c-danger', background: '--c-danger-soft', where: 'red pill, error alert' },
  { text: '--c-danger', background: '--c-surface', where: 'errors, overdue days' },
  { text: '--c-danger-strong', background: '--c-surface', where: 'overdue agenda group' },
  { text: '--c-warning-text', background: '--c-warning-soft', where: 'warning alert' },
  { text: '--c-yellow-text', background: '--c-yellow-soft', where: 'yellow pill, late badge' },
  { text: '--c-yellow-strong', background: '--c-surface', where: 'days due soon' },
  { text: '--c-grey-text', background: '--c-track', where: 'grey pill' },
  { text: '--c-blue-text', background: '--c-blue-soft', where: 'blue pill' },
  { text: '--c-purple-text', background: '--c-purple-soft', where: 'purple pill' },
  { text: '--c-bar-critical-text', background: '--c-bar-critical', where: 'agenda "Critical" chip' },
  { text: '--c-outlier-text', background: '--c-surface', where: 'Gantt list outlier dates' },
  { text: '--c-outlier-text', background: '--c-gantt-row-alt', where: 'Gantt list outlier dates, even rows' },
  { text: '--c-danger', background: '--c-gantt-row-alt', where: 'late baseline variance, even Gantt rows' },
  { text: '--c-gantt-tooltip-text', background: '--c-surface', where: 'Gantt tooltip' },
  { text: '--c-area-plan', background: '--c-bg', where: 'plan files heading' },
  { text: '--c-area-marketing', background: '--c-bg', where: 'marketing heading' },
  { text: '--c-area-construction', background: '--c-bg', where: 'construction files heading' },
];

describe('stylesheets', () => {
  it('no CSS file is over 400 lines', () => {
    expect(css.length).toBeGreaterThan(20);
    expect(oversized(css)).toEqual([]);
  });

  it('at most 15 raw colour literals outside tokens.css (CSS and TSX)', () => {
    const raw = [...css.filter((f) => f.path !== TOKENS), ...tsx].flatMap((f) =>
      rawColours(f.text).map((c) => `${f.path}: ${c}`),
    );
    expect(raw.length, raw.join('\n')).toBeLessThanOrEqual(MAX_RAW_COLOURS);
  });

  it('every text/background pair of tokens meets WCAG AA (4.5:1)', () => {
    const failing = ratios(PAIRS, tokens)
      .filter((p) => p.ratio < AA_TEXT)
      .map((p) => `${p.text} on ${p.background} (${p.where}): ${p.ratio.toFixed(2)}:1`);
    expect(failing).toEqual([]);
  });
});

describe('the rules catch what breaks them', () => {
  it('a 401-line stylesheet is reported, a 400-line one is not', () => {
    const rule = '.a {\n  color: var(--c-text);\n}\n';
    const lines = (n: number) => Array.from({ length: n }, () => '/* line */').join('\n');
    expect(oversized([{ path: 'long.css', text: lines(401) }])).toEqual(['long.css: 401 lines']);
    expect(oversized([{ path: 'ok.css', text: `${lines(397)}\n${rule}` }])).toEqual([]);
  });

  it('counts hex, colour functions and named colours in values, not in selectors or property names', () => {
    const sample = [
      '#main a:hover { color: #fff; white-space: nowrap; }',
      '.b { background: linear-gradient(to right, rgb(0 0 0 / 0.2), hsl(10 50% 50%)); border: 1px solid red; }',
      '.c { color: transparent; fill: currentColor; outline-color: var(--c-focus); }',
    ].join('\n');
    expect(rawColours(sample)).toEqual(['#fff', 'rgb(', 'hsl(', 'red']);
    const sixteen = Array.from({ length: 16 }, (_, i) => `.x${i} { color: #00000${i % 10}; }`).join('\n');
    expect(rawColours(sixteen).length).toBeGreaterThan(MAX_RAW_COLOURS);
  });

  it('the old green pill and the faded "Choose photos" fail AA; translucent colours are laid over their base', () => {
    const old = new Map([
      ['--green', '#1e7f4f'],
      ['--green-soft', '#e3f4ea'],
    ]);
    const green = contrast(colourOf('#1e7f4f', old), colourOf('var(--green-soft)', old));
    expect(green).toBeGreaterThan(4.37);
    expect(green).toBeLessThan(4.38);
    const faded = { ...colourOf('#1d3557', old), a: 0.6 };
    expect(contrast(colourOf('#ffffff', old), faded)).toBeLessThan(AA_TEXT);
    expect(contrast(colourOf('#000000', old), colourOf('#ffffff', old))).toBeCloseTo(21, 5);
  });
});
