import { Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now, with the text trimmed. */
  onSubmit: (value: string) => void;
}

/**
 * The field in its phone form ('Поиск...') and its desktop form, one hidden
 * by a media query: the server's page and the app's are the same markup at
 * every width (no guess of the width in script, so hydration never
 * mismatches), and the visible field carries the placeholder of its width.
 */
const FORMS = [
  { key: 'search.placeholderMobile', hidden: { hideFrom: 'md' } },
  { key: 'search.placeholder', hidden: { hideBelow: 'md' } },
] as const;

/** Filters live while typing (debounced by the caller) and on Enter. */
export function SearchBar({ value, onChange, onSubmit }: SearchBarProps) {
  const { t } = useTranslation('catalog');
  const form = useRef<HTMLFormElement>(null);
  // On a page the server rendered, what was typed before the app started is
  // in a field but not yet in the state: it counts as typed.
  useEffect(() => {
    const fields = form.current?.querySelectorAll('input') ?? [];
    const typed = [...fields].map((field) => field.value).find((text) => text !== value);
    if (typed !== undefined) onChange(typed);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value.trim());
  };
  // Two fields and no button: the browser submits no such form on Enter (so
  // an Enter before the app has started reloads nothing); the app does.
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form className="search-bar" ref={form} role="search" onSubmit={submit}>
      {FORMS.map(({ key, hidden }) => (
        <InputGroup key={key} {...hidden} startElement={<Search size={18} aria-hidden />}>
          <Input
            type="search"
            aria-label={t('search.label')}
            placeholder={t(key)}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={submitOnEnter}
            bg="white"
            maxLength={100}
          />
        </InputGroup>
      ))}
    </form>
  );
}
