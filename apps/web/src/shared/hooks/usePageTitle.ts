// Sets the document title in the spec's form '{page title} {suffix}'.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const suffix = t('common.titleSuffix');
  useEffect(() => {
    document.title = title ? `${title} ${suffix}` : suffix;
  }, [title, suffix]);
}
