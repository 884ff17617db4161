import { Box, Input, InputGroup, useBreakpointValue } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now, with the text trimmed. */
  onSubmit: (value: string) => void;
}

/** Filters live while typing (debounced by the caller) and on Enter. */
export function SearchBar({ value, onChange, onSubmit }: SearchBarProps) {
  const { t } = useTranslation('catalog');
  const placeholder = useBreakpointValue({
    base: t('search.placeholderMobile'),
    md: t('search.placeholder'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value.trim());
  };
  return (
    <Box as="form" role="search" onSubmit={submit} w="full">
      <InputGroup startElement={<Search size={18} aria-hidden />}>
        <Input
          type="search"
          aria-label={t('search.label')}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          bg="white"
          size="lg"
          maxLength={100}
        />
      </InputGroup>
    </Box>
  );
}
