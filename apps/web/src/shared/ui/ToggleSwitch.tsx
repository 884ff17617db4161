import { chakra } from '@chakra-ui/react';

export interface ToggleSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
}

/**
 * An on/off switch drawn on a native checkbox (role="switch"): keyboard, form
 * and screen-reader behaviour come from the browser, so the catalogue does not
 * load Chakra's Switch state machine on its first screen.
 */
export function ToggleSwitch({ checked, onChange, children }: ToggleSwitchProps) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2.5" cursor="pointer" fontSize="sm">
      <chakra.input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        appearance="none"
        position="relative"
        flexShrink="0"
        w="9"
        h="5"
        rounded="full"
        bg={{ base: 'gray.300', _checked: 'brand.600' }}
        transition="background 0.15s"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
        _before={{
          content: '""',
          position: 'absolute',
          top: '2px',
          insetStart: '2px',
          w: '4',
          h: '4',
          rounded: 'full',
          bg: 'white',
          boxShadow: 'sm',
          transition: 'translate 0.15s',
        }}
        css={{ '&:checked::before': { translate: '16px 0' } }}
      />
      {children}
    </chakra.label>
  );
}
