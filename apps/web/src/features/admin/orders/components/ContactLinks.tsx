import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Phone, Send, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@shop/i18n/phone';
import { contactLinksOf } from '../model/contactLinks';

/** The phone as a call link plus Telegram and WhatsApp links built from its digits. */
export function ContactLinks({ phone }: { phone: string }) {
  const { t } = useTranslation('admin');
  const links = contactLinksOf(phone);
  if (!links) return <Text>{phone || '—'}</Text>;
  return (
    <Stack gap="2">
      <Link href={links.tel} color="brand.fg" fontWeight="medium">
        {formatPhone(phone.replace(/\D/g, ''))}
      </Link>
      <HStack gap="2" wrap="wrap">
        <Button asChild size="xs" variant="outline">
          <a href={links.tel}>
            <Phone size={12} /> {t('orders.detail.call')}
          </a>
        </Button>
        <Button asChild size="xs" variant="outline">
          <a href={links.telegram} target="_blank" rel="noopener noreferrer">
            <Send size={12} /> {t('orders.detail.telegram')}
          </a>
        </Button>
        <Button asChild size="xs" variant="outline">
          <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
            <MessageCircle size={12} /> {t('orders.detail.whatsapp')}
          </a>
        </Button>
      </HStack>
    </Stack>
  );
}
