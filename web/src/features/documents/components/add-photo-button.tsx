/**
 * "Add photo" of a pin's photos and of a new pin's form: the phone's camera (or a chosen picture) through a
 * hidden file input that the button opens, so it works by keyboard alone.
 */
import { type ChangeEvent, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export interface AddPhotoButtonProps {
  /** The picked files; the input is cleared after, so the same picture can be picked again. */
  onPick: (files: File[]) => void;
  multiple?: boolean;
  busy?: boolean;
  disabled?: boolean;
  testId: string;
}

export function AddPhotoButton({ onPick, multiple, busy, disabled, testId }: AddPhotoButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  return (
    <div>
      <input
        ref={input}
        hidden
        type="file"
        accept="image/*"
        capture="environment"
        multiple={multiple}
        onChange={picked}
        disabled={busy || disabled}
        data-testid={testId}
      />
      <Button size="sm" variant="secondary" busy={busy} disabled={disabled} onClick={() => input.current?.click()}>
        Add photo
      </Button>
    </div>
  );
}
