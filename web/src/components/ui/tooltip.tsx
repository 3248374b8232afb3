import { type ReactNode, useId, useState } from 'react';
import './tooltip.css';

interface Shown {
  top: number;
  left: number;
}

export interface TooltipTargetProps {
  /** The full text, shown beside the target on hover and on keyboard focus. */
  text: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A focusable element (a button) with a tooltip beside it, for text that is cut short where it is drawn (the 60 px
 * side bar). Drawn with position: fixed, so a container that clips its overflow does not cut it off.
 */
export function TooltipTarget({ text, className, testId, children }: TooltipTargetProps) {
  const id = useId();
  const [shown, setShown] = useState<Shown | null>(null);
  const show = (el: HTMLElement) => {
    const box = el.getBoundingClientRect();
    setShown({ top: box.top, left: box.right + 8 });
  };
  const hide = () => setShown(null);
  return (
    // A button, so keyboard and touch users can reach it and read the full text.
    <button
      type="button"
      className={`tooltip-target ${className ?? ''}`}
      data-testid={testId}
      aria-describedby={shown ? id : undefined}
      onMouseEnter={(e) => show(e.currentTarget)}
      onMouseLeave={hide}
      onFocus={(e) => show(e.currentTarget)}
      onBlur={hide}
      onKeyDown={(e) => {
        if (e.key === 'Escape') hide();
      }}
    >
      {children}
      {shown ? (
        <span role="tooltip" id={id} className="tooltip" style={{ top: shown.top, left: shown.left }}>
          {text}
        </span>
      ) : null}
    </button>
  );
}
