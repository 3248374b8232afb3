/**
 * The class names gantt-task-react 0.3.9's build gave its CSS modules (microbundle's `_[hash:base64:5]`),
 * kept for this source: the app's print styles and the browser tests name some of them (README.md,
 * "Class names"). web/vite.config.ts hands `scopedClassName` to Vite as its CSS-module naming.
 */
const BUILT_0_3_9: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'bar.module.css': { barWrapper: '_KxSXS', barHandle: '_3w_5u', barBackground: '_31ERP' },
  'calendar.module.css': {
    calendarBottomText: '_9w8d5',
    calendarTopTick: '_1rLuZ',
    calendarTopText: '_2q1Kt',
    calendarHeader: '_35nLX',
  },
  'gantt.module.css': { ganttVerticalContainer: '_CZjuD', horizontalContainer: '_2B2zv', wrapper: '_3eULf' },
  'grid.module.css': { gridRow: '_2dZTy', gridRowLine: '_3rUKi', gridTick: '_RuwuK' },
  'horizontal-scroll.module.css': { scrollWrapper: '_2k9Ys', scroll: '_19jgW' },
  'milestone.module.css': { milestoneWrapper: '_RRr13', milestoneBackground: '_2P2B1' },
  'project.module.css': { projectWrapper: '_1KJ6x', projectBackground: '_2RbVy', projectTop: '_2pZMF' },
  'task-list-header.module.css': {
    ganttTable: '_3_ygE',
    ganttTable_Header: '_1nBOt',
    ganttTable_HeaderSeparator: '_2eZzQ',
    ganttTable_HeaderItem: '_WuQ0f',
  },
  'task-list-table.module.css': {
    taskListWrapper: '_3ZbQT',
    taskListTableRow: '_34SS0',
    taskListCell: '_3lLk3',
    taskListNameWrapper: '_nI1Xw',
    taskListExpander: '_2QjE6',
    taskListEmptyExpander: '_2TfEi',
  },
  'task-list.module.css': { barLabel: '_3zRJQ', barLabelOutside: '_3KcaM' },
  'tooltip.module.css': {
    tooltipDefaultContainer: '_3T42e',
    tooltipDefaultContainerParagraph: '_29NTg',
    tooltipDetailsContainer: '_25P-K',
    tooltipDetailsContainerHidden: '_3gVAq',
  },
  'vertical-scroll.module.css': { scroll: '_1eT-t' },
};

const PACKAGE_SOURCE = 'packages/gantt-task-react/src/';

/** A short stable hash of a module's path and class, for CSS modules outside this package. */
const shortHash = (text: string): string => {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) >>> 0;
  return hash.toString(36).slice(0, 5);
};

/**
 * The scoped name of a CSS-module class, from the module's path relative to the repository: 0.3.9's for
 * this package's modules (a class it did not have gets `gantt_<module>_<class>`), and
 * `<module>_<class>_<hash>` for any other module.
 */
export const scopedClassName = (local: string, pathFromRepository: string): string => {
  const path = pathFromRepository.replaceAll('\\', '/').split('?')[0] ?? pathFromRepository;
  const file = path.slice(path.lastIndexOf('/') + 1);
  const module = file.replace(/\.module\.css$/, '');
  if (path.startsWith(PACKAGE_SOURCE)) return BUILT_0_3_9[file]?.[local] ?? `gantt_${module}_${local}`;
  return `${module}_${local}_${shortHash(`${path}:${local}`)}`;
};
