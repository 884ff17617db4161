import { useEffect } from 'react';

/** Puts one JSON-LD block into <head> while the page is shown. */
export function useJsonLd(data: Record<string, unknown> | null): void {
  const json = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);
}
