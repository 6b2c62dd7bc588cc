import { useEffect } from 'react';
import { getSiteConfig } from '@gold/config';

/** Sets the document title (with the brand) and the meta description while a page is shown. */
export function useDocumentMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    document.title = `${title} | ${getSiteConfig().brandName}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
