import { Flex, List, Text } from '@chakra-ui/react';

interface StepListProps {
  steps: readonly string[];
}

/** Numbered steps ("how to start", "how to return"): an ordered list, so screen readers count too. */
export function StepList({ steps }: StepListProps) {
  return (
    <List.Root as="ol" gap="3" listStyleType="none">
      {steps.map((step, index) => (
        <List.Item key={step}>
          <Flex align="start" gap="3">
            <Flex
              boxSize="8"
              flexShrink={0}
              rounded="full"
              bg="brand.600"
              color="white"
              fontWeight="bold"
              fontSize="sm"
              align="center"
              justify="center"
              aria-hidden
            >
              {index + 1}
            </Flex>
            <Text pt="1">{step}</Text>
          </Flex>
        </List.Item>
      ))}
    </List.Root>
  );
}
