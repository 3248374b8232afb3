/**
 * The page's main heading: where focus goes when a new page shows and where "Skip to content" leads
 * (docs/architecture.md#focus-and-announcements-on-a-new-page).
 */
export function pageHeading(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1');
}

/** Focuses the page's main heading (or, without one, `<main>`); false when the page has neither yet. */
export function focusPageHeading(root: ParentNode = document): boolean {
  const target = pageHeading(root) ?? root.querySelector<HTMLElement>('main');
  if (!target) return false;
  // A heading is not a tab stop: -1 lets a script focus it without adding it to the tab order.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return true;
}
