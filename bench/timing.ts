/** Latency sampling: run side by side, interleaved, so machine noise hits both sides alike. */
export interface LatencySummary {
  p50: number;
  p95: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export function summarize(samples: number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** Times `a` and `b` alternately `rounds` times after a warm-up; answers both summaries in ms. */
export async function sideBySide(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  rounds = 60,
): Promise<{ a: LatencySummary; b: LatencySummary }> {
  for (let i = 0; i < 5; i++) {
    await a();
    await b();
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const [fn, into] of i % 2
      ? ([
          [a, ta],
          [b, tb],
        ] as const)
      : ([
          [b, tb],
          [a, ta],
        ] as const)) {
      const start = performance.now();
      await fn();
      into.push(performance.now() - start);
    }
  }
  return { a: summarize(ta), b: summarize(tb) };
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
