import { useState } from 'react';

const sameValues = <T extends object>(a: T, b: T) =>
  Object.keys(a).length === Object.keys(b).length &&
  (Object.keys(a) as (keyof T)[]).every((key) => Object.is(a[key], b[key]));

/**
 * The same object for as long as its values stay the same, so that a record built on every render (the
 * bars' colours) can stand in a hook's dependency list as one entry. A changed value gives the new record
 * (React's "adjust state while rendering": the render with the old one is not committed).
 */
export function useStableRecord<T extends object>(record: T): T {
  const [kept, setKept] = useState(record);
  if (kept === record || sameValues(kept, record)) return kept;
  setKept(record);
  return record;
}
