/**
 * The schedule on paper (docs/requirements.md#printing-a-schedule): mounted only while printing, at the
 * end of the body, where the print stylesheet shows it alone. Every row is drawn (the screen's chart
 * draws only those in view), cut into A3 landscape pages; each page is its own chart over the whole
 * schedule's dates, so the columns line up from page to page.
 */
import { Gantt, type GanttProps, type Task as GanttTask } from 'gantt-task-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ChartTask } from '../utils/gantt-tasks.ts';
import { cssString, PRINT_PAGE, type PrintLayout, printLayout } from '../utils/print-layout.ts';
import { ChartTasksContext, FLOAT_CELL_WIDTH, FloatsContext } from './gantt-list.tsx';
import './print-sheet.css';

export interface PrintHeading {
  project: string;
  schedule: string;
}

/** An invisible last row on each page spanning the whole schedule, so every page has the same dates. */
export const PRINT_RANGE_ID = 'print-range';

const TRANSPARENT = {
  backgroundColor: 'transparent',
  backgroundSelectedColor: 'transparent',
  progressColor: 'transparent',
  progressSelectedColor: 'transparent',
};

function rangeTask(tasks: readonly GanttTask[]): GanttTask | undefined {
  if (tasks.length === 0) return undefined;
  let start = tasks[0]?.start as Date;
  let end = tasks[0]?.end as Date;
  for (const t of tasks) {
    if (t.start < start) start = t.start;
    if (t.end > end) end = t.end;
  }
  return { id: PRINT_RANGE_ID, name: '', start, end, progress: 0, type: 'task', isDisabled: true, styles: TRANSPARENT };
}

const PRINTED = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Room each page's chart needs besides its rows: the date header and the range row. The title, the date
 * printed and the page number are the page's margin boxes (`@page`), printed once on every page.
 */
const PAGE_CHROME_PX = 50 + 30;

type Look = Omit<GanttProps, 'tasks'> & { rowHeight: number; listCellWidth: string };

export function PrintSheet({
  tasks,
  floats,
  look,
  heading,
}: {
  tasks: ChartTask[];
  floats: ReadonlyMap<string, number> | null;
  look: Look;
  heading: PrintHeading;
}) {
  const [printed] = useState(() => PRINTED.format(new Date()));
  const range = useMemo(() => rangeTask(tasks), [tasks]);
  const byId = useMemo(() => new Map([...tasks, ...(range ? [range] : [])].map((t) => [t.id, t])), [tasks, range]);
  const probe = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<(PrintLayout & { width: number }) | null>(null);

  // The probe draws the range alone: the chart's natural width (list and every date column) sets the scale.
  // Read from attributes and settings: on screen the sheet is not laid out.
  const listWidth = 3 * Number.parseFloat(look.listCellWidth) + (floats ? Number.parseFloat(FLOAT_CELL_WIDTH) : 0);
  useLayoutEffect(() => {
    const svg = probe.current?.querySelector('svg');
    if (!svg) return;
    const width = Math.ceil(Number(svg.getAttribute('width')) + listWidth + 4);
    setLayout({ ...printLayout(tasks.length, width, look.rowHeight, PAGE_CHROME_PX), width });
  }, [tasks.length, look.rowHeight, listWidth]);

  if (!range) return null;
  const title = `${heading.project} · ${heading.schedule}`;
  const pageStyle = `@page {
  size: A3 landscape;
  margin: ${PRINT_PAGE.top}mm ${PRINT_PAGE.side}mm ${PRINT_PAGE.bottom}mm;
  @top-left { content: ${cssString(title)}; font: 600 11pt system-ui, sans-serif; }
  @top-right { content: ${cssString(`Printed ${printed}`)}; font: 10pt system-ui, sans-serif; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 10pt system-ui, sans-serif; }
}`;
  return createPortal(
    <div className="print-sheet" data-testid="gantt-print">
      <style>{pageStyle}</style>
      <ChartTasksContext.Provider value={byId}>
        <FloatsContext.Provider value={floats}>
          {layout ? (
            layout.pages.map(([first, end]) => (
              <div
                key={first}
                className="print-sheet__page"
                style={{ width: layout.width, zoom: layout.zoom }}
                data-rows={`${first + 1}-${end}`}
              >
                <Gantt {...look} tasks={[...tasks.slice(first, end), range]} ganttHeight={0} />
              </div>
            ))
          ) : (
            <div ref={probe} className="print-sheet__probe">
              <Gantt {...look} tasks={[range]} ganttHeight={0} />
            </div>
          )}
        </FloatsContext.Provider>
      </ChartTasksContext.Provider>
    </div>,
    document.body,
  );
}
