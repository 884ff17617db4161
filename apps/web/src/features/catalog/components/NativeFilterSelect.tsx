import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/**
 * The catalogue's filter selects (brand, category): native, so keyboard and
 * screen readers know them and the first screen loads none of Chakra's
 * lazily loaded recipes; framed in the brand colour while a value is chosen.
 */
export function NativeFilterSelect({ active, ...props }: HTMLChakraProps<'select'> & { active: boolean }) {
  return (
    <chakra.select
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
      {...props}
    />
  );
}
