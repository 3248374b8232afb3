import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Printing draws every row on A3 pages (print-sheet.tsx); Ctrl+P does it too, through beforeprint. */
export function usePrinting() {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    window.print();
  }, []);
  return { printing, print };
}
