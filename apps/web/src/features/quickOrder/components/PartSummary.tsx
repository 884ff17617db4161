import { Box, Center, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { QuickLine } from '../hooks/useQuickOrder';
import { CandidatePicker } from './CandidatePicker';

interface PartSummaryProps {
  line: QuickLine;
  onPick: (key: number, part: NonNullable<QuickLine['part']>) => void;
}

/** The part found (image, name, article), what a correction matched, the pick among several, merged rows. */
export function PartSummary({ line, onPick }: PartSummaryProps) {
  const { t } = useTranslation('quickOrder');
  const { part } = line;
  return (
    <Stack gap="1.5" minW="0">
      {part && (
        <HStack gap="3" align="start">
          {part.imageUrl ? (
            <Image
              src={part.imageUrl}
              alt=""
              boxSize="10"
              objectFit="cover"
              rounded="md"
              loading="lazy"
              flexShrink="0"
            />
          ) : (
            <Center
              boxSize="10"
              bg="gray.100"
              rounded="md"
              flexShrink="0"
              fontSize="2xs"
              color="fg.muted"
              textAlign="center"
            >
              {t('noImage')}
            </Center>
          )}
          <Box minW="0">
            <Text fontSize="sm" fontWeight="medium" lineClamp={2}>
              {part.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t('article', { partNumber: part.partNumber })}
            </Text>
          </Box>
        </HStack>
      )}
      {line.status === 'corrected' && part && (
        <Text fontSize="xs" color="teal.700">
          {t('matched', { partNumber: part.partNumber })}
        </Text>
      )}
      {line.candidates.length > 0 && <CandidatePicker line={line} onPick={(p) => onPick(line.rows[0]!, p)} />}
      {line.moreCandidates && (
        <Text fontSize="xs" color="fg.muted">
          {t('moreCandidates')}
        </Text>
      )}
      {line.rows.length > 1 && (
        <Text fontSize="xs" color="purple.700">
          {t('merged', { rows: line.rows.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
