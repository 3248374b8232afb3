/**
 * axe-core in a page (docs/architecture.md#testing-strategy): a violation of impact serious or critical fails,
 * and so does one of the moderate rules fixed in issue 22 (MODERATE_FIXED). axe-core is injected through the
 * DevTools protocol (page.evaluate of its source), which the app's CSP does not apply to.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The moderate rules issue 22 fixed: a page without `<main>`, a skipped heading level. */
const MODERATE_FIXED = ['landmark-one-main', 'heading-order'];

const RUN_OPTIONS: axe.RunOptions = { resultTypes: ['violations'] };

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Waits for the page's finite CSS transitions and animations to end: axe reads computed colours, and a
 * button caught half-way through its colour transition (just pressed) reads as neither of its states.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/** The failing findings of axe on the page once it is still, one readable line each. */
export async function violations(page: Page): Promise<string[]> {
  await settledAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (options): Promise<Finding[]> => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const result = await engine.run(document, options);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, RUN_OPTIONS);
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || MODERATE_FIXED.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.targets.join(', ')}`);
}
