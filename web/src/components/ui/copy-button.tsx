import { useEffect, useState } from 'react';
import { COPIED_TICK_MS } from '../../config/constants.ts';
import { Button } from './button.tsx';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Without clipboard permission (or over plain http): select-and-copy through a hidden field.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

export interface CopyButtonProps {
  text: string;
  /** The accessible name, e.g. 'Copy initial password'. */
  label?: string;
}

export function CopyButton({ text, label = 'Copy' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_TICK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      onClick={async () => {
        if (await copyText(text)) setCopied(true);
      }}
    >
      {copied ? 'Copied ✓' : 'Copy'}
    </Button>
  );
}
