import { useCallback, useRef, useState } from 'react';

interface Pending<Q, A> {
  question: Q;
  resolve: (answer: A) => void;
}

/**
 * One question at a time, answered in a dialog: `ask(question)` resolves with the answer given, a new
 * question answers the one still open with `unanswered`. The caller renders `question` while it is set.
 */
export function useQuestion<Q, A>(
  unanswered: A,
): { question: Q | undefined; ask: (question: Q) => Promise<A>; answer: (answer: A) => void } {
  const [pending, setPending] = useState<Pending<Q, A> | null>(null);
  const pendingRef = useRef<Pending<Q, A> | null>(null);
  pendingRef.current = pending;

  const ask = useCallback(
    (question: Q) =>
      new Promise<A>((resolve) => {
        pendingRef.current?.resolve(unanswered);
        setPending({ question, resolve });
      }),
    [unanswered],
  );

  const answer = (given: A) => {
    pending?.resolve(given);
    setPending(null);
  };

  return { question: pending?.question, ask, answer };
}
