import { screen } from '@testing-library/react';

/** Whether the control labelled `label` is marked invalid (`aria-invalid="true"`). */
export const isInvalid = (label: string): boolean =>
  screen.getByLabelText(label).getAttribute('aria-invalid') === 'true';

/** The texts the control's `aria-describedby` names (its hint, then its error), joined by ' | '. */
export const describedText = (control: HTMLElement): string =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

/** The texts that describe the control labelled `label`. */
export const messageOf = (label: string): string => describedText(screen.getByLabelText(label));
