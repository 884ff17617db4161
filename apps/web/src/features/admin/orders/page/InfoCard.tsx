import { Card } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One titled card of the order page, a region named by its title. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card.Root size="sm" as="section" aria-labelledby={id}>
      <Card.Header>
        <Card.Title id={id} fontSize="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
