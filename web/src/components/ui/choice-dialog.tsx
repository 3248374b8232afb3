import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { QuestionText } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';
import { useQuestion } from './use-question.ts';

/** One answer of a choice: its button's words and style. */
export interface Choice<T extends string> {
  value: T;
  label: string;
  variant?: ButtonVariant;
}

/** A question with more than one way on: Cancel, then a button per choice. */
export interface ChoiceQuestion<T extends string> {
  message: string;
  note?: string;
  choices: readonly Choice<T>[];
}

/**
 * A question answered by one of several actions, in the app's own dialog (as useConfirm for one action):
 *   const [choiceDialog, choose] = useChoice<'a' | 'b'>();
 *   const picked = await choose({ message, choices: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] });
 * `picked` is undefined when the dialog is cancelled.
 */
export function useChoice<T extends string>(): [ReactNode, (question: ChoiceQuestion<T>) => Promise<T | undefined>] {
  const { question, ask, answer } = useQuestion<ChoiceQuestion<T>, T | undefined>(undefined);

  const element = question ? (
    <Dialog
      title="Please choose"
      size="sm"
      onClose={() => answer(undefined)}
      footer={
        <>
          <Button variant="secondary" onClick={() => answer(undefined)}>
            Cancel
          </Button>
          {question.choices.map((choice) => (
            <Button key={choice.value} variant={choice.variant ?? 'primary'} onClick={() => answer(choice.value)}>
              {choice.label}
            </Button>
          ))}
        </>
      }
    >
      <QuestionText question={question} />
    </Dialog>
  ) : null;

  return [element, ask];
}
