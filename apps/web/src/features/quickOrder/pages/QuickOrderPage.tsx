import '../texts';
import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { ColumnsDialog } from '../components/ColumnsDialog';
import { ListForm } from '../components/ListForm';
import { ResultsView } from '../components/ResultsView';
import { UnmatchedPanel } from '../components/UnmatchedPanel';
import { useAddToCart } from '../hooks/useAddToCart';
import { useClearList } from '../hooks/useClearList';
import { useCorrectLine } from '../hooks/useCorrectLine';
import { useFileUpload } from '../hooks/useFileUpload';
import { useQuickOrder } from '../hooks/useQuickOrder';
import { unmatchedLines, unmatchedText } from '../model/quickOrderLines';

/** /quick-order: a pasted or uploaded list of articles answered line by line, then sent to the cart. */
export function QuickOrderPage() {
  const { t } = useTranslation(['quickOrder', 'layout']);
  usePageTitle(t('layout:pages.quickOrder'));
  const order = useQuickOrder();
  const { setText, resolve, setError } = order;
  const file = useFileUpload((text) => {
    setText(text);
    resolve(text);
  }, setError);
  const addToCart = useAddToCart(order);
  const correction = useCorrectLine(order);
  const clearList = useClearList(order);
  const unmatched = useMemo(() => unmatchedText(unmatchedLines(order.lines ?? [])), [order.lines]);
  const unmatchedCount = useMemo(() => unmatchedLines(order.lines ?? []).length, [order.lines]);

  return (
    <Stack gap="6" py="6">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('quickOrder:title')}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {t('quickOrder:intro')}
        </Text>
      </Stack>
      <ListForm
        text={order.text}
        onText={setText}
        onFind={() => resolve(order.text)}
        finding={order.resolving}
        onFile={(f) => void file.upload(f)}
        fileName={file.fileName}
        onRefused={setError}
        reading={file.reading}
        onClear={clearList}
      />
      {order.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{order.error}</Alert.Title>
        </Alert.Root>
      )}
      {order.stale && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('quickOrder:staleResults')}</Alert.Title>
        </Alert.Root>
      )}
      {order.lines && order.lines.length > 0 && (
        <ResultsView
          lines={order.lines}
          choice={order.cartChoice.choice}
          correctingKey={correction.pendingKey}
          onPick={order.pick}
          onQuantity={order.setQuantity}
          onToggle={order.toggleLine}
          onCorrect={correction.correct}
          onWithoutToOrder={order.cartChoice.setWithoutToOrder}
          onAddToCart={addToCart}
        />
      )}
      {unmatchedCount > 0 && <UnmatchedPanel count={unmatchedCount} text={unmatched} />}
      {file.question && (
        <ColumnsDialog
          question={file.question}
          reading={file.reading}
          onAnswer={file.answer}
          onCancel={file.cancel}
        />
      )}
    </Stack>
  );
}
