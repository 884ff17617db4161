import { Box, Input, InputGroup, useBreakpointValue } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  // On a page the server rendered, what was typed before the app started is
  // in the field but not yet in the state: it counts as typed.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) onChange(typed);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value.trim());
  };
  return (
    <Box as="form" role="search" onSubmit={submit} w="full" flex="1" minW={{ md: '48' }}>
      <InputGroup startElement={<Search size={18} aria-hidden />}>
        <Input
          ref={input}
          type="search"
          aria-label={t('search.label')}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          bg="white"
          maxLength={100}
        />
      </InputGroup>
    </Box>
  );
}
