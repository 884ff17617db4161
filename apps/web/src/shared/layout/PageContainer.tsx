import { Container, type ContainerProps } from '@chakra-ui/react';
import { CONTENT_MAX_WIDTH } from '../theme/system';

/** The content column of every band of the page: 1200 px at most, padded on small screens. */
export function PageContainer(props: ContainerProps) {
  return <Container maxW={CONTENT_MAX_WIDTH} px={{ base: '4', md: '6' }} {...props} />;
}
