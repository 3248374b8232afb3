import type React from 'react';
import styles from './calendar.module.css';

export type TopPartOfCalendarProps = {
  value: string;
  x1Line: number;
  y1Line: number;
  y2Line: number;
  xText: number;
  yText: number;
  /** Where the text is anchored at xText; the stylesheet's centre when absent. */
  textAnchor?: 'start' | 'middle' | 'end';
};

export const TopPartOfCalendar: React.FC<TopPartOfCalendarProps> = ({
  value,
  x1Line,
  y1Line,
  y2Line,
  xText,
  yText,
  textAnchor,
}) => {
  return (
    <g className="calendarTop">
      <line x1={x1Line} y1={y1Line} x2={x1Line} y2={y2Line} className={styles.calendarTopTick} key={`${value}line`} />
      <text
        key={`${value}text`}
        y={yText}
        x={xText}
        className={styles.calendarTopText}
        style={textAnchor ? { textAnchor } : undefined}
      >
        {value}
      </text>
    </g>
  );
};
