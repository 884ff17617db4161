import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const rows = [
  ['weekdaysLabel', 'weekdays'],
  ['saturdayLabel', 'saturday'],
  ['sundayLabel', 'sunday'],
  ['breakLabel', 'break'],
] as const;

/** Office hours of the contact page, with the holiday note. */
export function OfficeHours() {
  const { t } = useTranslation('info');
  return (
    <Stack gap="3">
      <Box as="dl">
        {rows.map(([label, value]) => (
          <Flex
            key={label}
            justify="space-between"
            gap="4"
            py="2"
            borderBottomWidth="1px"
            borderColor="gray.100"
          >
            <Text as="dt" color="fg.muted">
              {t(`contact.hours.${label}`)}
            </Text>
            <Text as="dd" fontWeight="medium" whiteSpace="nowrap">
              {t(`contact.hours.${value}`)}
            </Text>
          </Flex>
        ))}
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t('contact.hours.holidayNote')}
      </Text>
    </Stack>
  );
}
