import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled card of the order page. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title fontSize="md">{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
