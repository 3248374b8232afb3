import { cloneElement, type ReactElement } from 'react';
import type { TopPartOfCalendarProps } from './top-part-of-calendar';

/** How far inside the chart's left edge a moved label starts, in px. */
export const TOP_LABEL_PAD = 6;

/**
 * The leftmost label of the calendar's top row (a month, or a year in Month view) is centred over its span,
 * which may be a single week at the chart's start: the label then ran off the left edge and was cut (on
 * screen and on paper). When its estimated width (0.6 em a character, generous for a sans-serif) would not
 * fit, it starts TOP_LABEL_PAD px inside the chart instead. Left-to-right charts only.
 */
export const keepFirstTopLabelInside = (
  topValues: ReactElement<TopPartOfCalendarProps>[],
  fontSize: string,
): ReactElement<TopPartOfCalendarProps>[] => {
  const first = topValues.reduce<ReactElement<TopPartOfCalendarProps> | undefined>(
    (a, b) => (a === undefined || b.props.xText < a.props.xText ? b : a),
    undefined,
  );
  if (!first) return topValues;
  const halfWidth = first.props.value.length * (Number.parseFloat(fontSize) || 14) * 0.3;
  if (first.props.xText - halfWidth >= TOP_LABEL_PAD) return topValues;
  return topValues.map((v) => (v === first ? cloneElement(v, { xText: TOP_LABEL_PAD, textAnchor: 'start' }) : v));
};
