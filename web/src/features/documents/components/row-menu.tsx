import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import '../../../components/ui/button.css';
import './row-menu.css';

export interface RowMenuItem {
  label: string;
  onSelect: () => void;
}

/**
 * A small menu under a button. Drawn with position: fixed, so the scrolling table around it never clips it;
 * it follows its button when the page or the table scrolls; Escape or a click elsewhere closes it.
 */
export function RowMenu({
  label,
  items,
  ariaLabel,
}: {
  label: string;
  items: readonly RowMenuItem[];
  ariaLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  /** Under the button (above it near the bottom of the window), kept inside the window. */
  const place = useCallback(() => {
    const rect = buttonRef.current?.getBoundingClientRect();
    const menu = menuRef.current;
    if (!rect || !menu) return false;
    if (rect.bottom < 0 || rect.top > window.innerHeight) return false;
    const width = menu.offsetWidth;
    const height = menu.offsetHeight;
    const below = rect.bottom + 4;
    const top = below + height > window.innerHeight - 8 ? Math.max(8, rect.top - height - 4) : below;
    const left = Math.max(8, Math.min(rect.left, window.innerWidth - width - 8));
    setPosition({ top, left });
    return true;
  }, []);

  useLayoutEffect(() => {
    if (!open) return;
    place();
    menuRef.current?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    // Scrolling the page or the table moves the menu with its button; it closes once the button is out of view.
    const follow = () => {
      if (!place()) close();
    };
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open, place]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--secondary btn--sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          className="row-menu"
          style={position ? { top: position.top, left: position.left } : { visibility: 'hidden' }}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className="row-menu__item"
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
