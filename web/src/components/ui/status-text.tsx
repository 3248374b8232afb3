import type { ReactNode } from 'react';

/** A muted line that assistive technology announces politely: "Loading...", "Searching...". */
export function StatusText({ children }: { children: ReactNode }) {
  return (
    <p className="muted" role="status">
      {children}
    </p>
  );
}
