import { Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';

export interface MethodOption<T extends string> {
  value: T;
  label: string;
  terms: string;
}

interface MethodRadioGroupProps<T extends string> {
  legend: string;
  value: T;
  options: ReadonlyArray<MethodOption<T>>;
  disabled: boolean;
  onChange: (value: T) => void;
}

/** Delivery or payment choice, each option with its terms (spec section 9). */
export function MethodRadioGroup<T extends string>({
  legend,
  value,
  options,
  disabled,
  onChange,
}: MethodRadioGroupProps<T>) {
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontWeight="semibold" mb="2">
        {legend}
      </Fieldset.Legend>
      <RadioGroup.Root
        value={value}
        colorPalette="brand"
        size="sm"
        disabled={disabled}
        onValueChange={(event) => {
          const next = options.find((option) => option.value === event.value);
          if (next) onChange(next.value);
        }}
      >
        <Stack gap="2">
          {options.map((option) => (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              alignItems="start"
              borderWidth="1px"
              rounded="md"
              p="2.5"
              _checked={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <Stack gap="0">
                <RadioGroup.ItemText fontWeight="medium">{option.label}</RadioGroup.ItemText>
                <Text fontSize="xs" color="fg.muted">
                  {option.terms}
                </Text>
              </Stack>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}
