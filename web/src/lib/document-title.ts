import { useEffect } from 'react';

export const PRODUCT_NAME = 'Site Office';

/** Names the browser tab after the screen. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
