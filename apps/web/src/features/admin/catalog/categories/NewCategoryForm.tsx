import { Box, Button, Field, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../../shared/api/trpc';
import type { AdminCategory } from './categoryModel';

export interface NewCategoryFormProps {
  onCreated: (list: AdminCategory[], name: string) => Promise<void>;
}

/** A Latin code and a name; the server's refusal (a code taken, a wrong letter) shows under the fields. */
export function NewCategoryForm({ onCreated }: NewCategoryFormProps) {
  const { t } = useTranslation('admin');
  const [newId, setNewId] = useState('');
  const [newName, setNewName] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const create = trpc.admin.catalog.createCategory.useMutation({
    onSuccess: async (list, input) => {
      setNewId('');
      setNewName('');
      setCreateError(null);
      await onCreated(list, input.name);
    },
    onError: (error) => setCreateError(error.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ categoryId: newId.trim(), name: newName.trim() });
  };

  return (
    <Box as="form" onSubmit={submit} borderWidth="1px" rounded="lg" p="4" bg="white">
      <Heading as="h3" size="md" mb="3">
        {t('catalog.categories.addHeading')}
      </Heading>
      <Flex gap="3" wrap="wrap" align="end">
        <Field.Root w={{ base: 'full', sm: '56' }} required invalid={createError !== null}>
          <Field.Label>{t('catalog.categories.id')}</Field.Label>
          <Input
            value={newId}
            onChange={(e) => setNewId(e.currentTarget.value.toLowerCase())}
            placeholder="tuning"
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
          />
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '72' }} required invalid={createError !== null}>
          <Field.Label>{t('catalog.categories.name')}</Field.Label>
          <Input
            value={newName}
            onChange={(e) => setNewName(e.currentTarget.value)}
            placeholder="Тюнинг"
            maxLength={100}
          />
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          loading={create.isPending}
          disabled={newId.trim() === '' || newName.trim() === ''}
        >
          {t('catalog.categories.add')}
        </Button>
      </Flex>
      {createError && (
        <Text color="red.fg" fontSize="sm" mt="2" role="alert">
          {createError}
        </Text>
      )}
    </Box>
  );
}
