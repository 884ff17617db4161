import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: longer descriptions are collapsed behind 'show fully'. */
export const DESCRIPTION_COLLAPSE_CHARS = 150;

export function PartDescription({ text }: { text: string }) {
  const { t } = useTranslation('catalog');
  const [expanded, setExpanded] = useState(false);
  if (text.trim() === '') return <Text color="fg.muted">{t('dialog.noDescription')}</Text>;
  const long = text.length > DESCRIPTION_COLLAPSE_CHARS;
  const shown = long && !expanded ? `${text.slice(0, DESCRIPTION_COLLAPSE_CHARS).trimEnd()}…` : text;
  return (
    <Stack gap="1" align="start">
      <Text whiteSpace="pre-line">{shown}</Text>
      {long && (
        <Button variant="plain" size="sm" px="0" color="brand.fg" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('dialog.collapse') : t('dialog.showFully')}
        </Button>
      )}
    </Stack>
  );
}
