// Sets the document title in the spec's form '{page title} {suffix}', and with
// it the description, canonical URL, Open Graph and robots tags of the page.
import { usePageMeta } from '../seo/usePageMeta';

export function usePageTitle(title: string): void {
  usePageMeta({ title });
}
