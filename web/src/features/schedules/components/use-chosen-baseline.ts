/**
 * The baseline chosen on the chart (docs/requirements.md#baselines), kept in the page's address as
 * `?baseline=<id>`: the chart's thin bars, the Variance column and the export buttons' Baseline 0 all follow
 * the one choice, though the export buttons sit in the page's header, outside the schedule.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const PARAM = 'baseline';

export function useChosenBaseline(): [string | null, (id: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const choose = useCallback(
    (id: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(PARAM, id);
          else next.delete(PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return [searchParams.get(PARAM), choose];
}
