import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useHydrated } from '../../../shared/hooks/useHydrated';

type NativeFilterSelectProps = Omit<HTMLChakraProps<'select'>, 'value' | 'onChange'> & {
  active: boolean;
  value: string;
  /** The value picked (also one picked on the server's page before the app had started). */
  onValue: (value: string) => void;
};

/**
 * The catalogue's filter selects (brand, category): native, so keyboard and
 * screen readers know them and the first screen loads none of Chakra's
 * lazily loaded recipes; framed in the brand colour while a value is chosen.
 */
export function NativeFilterSelect({ active, value, onValue, ...props }: NativeFilterSelectProps) {
  const select = useRef<HTMLSelectElement>(null);
  // Adopting the server's page (not drawing anew, when the options may still be loading).
  const adopting = !useHydrated();
  // A choice made on the server's page before React adopted it fired no
  // change that React saw: it counts once the app is there.
  useEffect(() => {
    const picked = select.current?.value;
    if (adopting && picked !== undefined && picked !== value) onValue(picked);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <chakra.select
      ref={select}
      h="10"
      flexShrink={0}
      px="3"
      bg="white"
      color="fg"
      fontSize="sm"
      borderWidth="1px"
      borderColor={active ? 'brand.500' : 'border'}
      rounded="l2"
      cursor="pointer"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
      value={value}
      onChange={(event) => onValue(event.currentTarget.value)}
      {...props}
    />
  );
}
