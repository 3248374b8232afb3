/** What the chart shows: its view, the day it opens at, the critical path toggle and its height. */
import { ViewMode } from 'gantt-task-react';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { GANTT_SETTINGS } from './chart-look.ts';

export function useChartView() {
  const [viewMode, setViewMode] = useState<ViewMode>(ViewMode.Week);
  // A new date on each switch: the chart scrolls to it again (it would keep the old scroll distance).
  const [viewDate, setViewDate] = useState(() => new Date());
  const switchView = useCallback((mode: ViewMode) => {
    setViewMode(mode);
    setViewDate(new Date());
  }, []);
  const [showCritical, setShowCritical] = useState(false);
  return { viewMode, viewDate, switchView, showCritical, setShowCritical };
}

/** The chart takes the height the screen has below it (at least the spec's 450 px), on resize too. */
export function useFitHeight(frameRef: RefObject<HTMLElement | null>, hasChart: boolean): number {
  const [height, setHeight] = useState<number>(GANTT_SETTINGS.ganttHeight);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the chart appears
  useEffect(() => {
    const fitHeight = () => {
      const top = frameRef.current?.getBoundingClientRect().top;
      if (top === undefined) return;
      const room = window.innerHeight - (top + window.scrollY) - GANTT_SETTINGS.headerHeight - 24;
      setHeight(Math.max(GANTT_SETTINGS.ganttHeight, Math.floor(room)));
    };
    fitHeight();
    window.addEventListener('resize', fitHeight);
    return () => window.removeEventListener('resize', fitHeight);
  }, [hasChart]);
  return height;
}
