import { Box, Flex, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMapsScript } from './loadMapsScript';

/** The office on ул. Уральская, 144 in Krasnodar. */
const OFFICE: [number, number] = [45.0366, 39.0573];
export const MAP_HEIGHT_PX = 400;

type MapState = 'idle' | 'loading' | 'ready' | 'failed';

/** Starts loading the maps script only when the widget comes near the viewport. */
function useMap(container: React.RefObject<HTMLDivElement | null>, title: string): MapState {
  const [state, setState] = useState<MapState>('idle');
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      setState('loading');
      loadMapsScript()
        .then((ymaps) => {
          if (cancelled) return;
          const map = new ymaps.Map(element, { center: OFFICE, zoom: 16, controls: ['zoomControl'] });
          map.geoObjects.add(new ymaps.Placemark(OFFICE, { hintContent: title }));
          destroy = () => map.destroy();
          setState('ready');
        })
        .catch(() => !cancelled && setState('failed'));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      destroy?.();
    };
  }, [container, title]);
  return state;
}

/** A 400 px map of the office; offline it shows the address and a link instead of an empty box. */
export function ContactMap() {
  const { t } = useTranslation(['info', 'layout']);
  const container = useRef<HTMLDivElement>(null);
  const state = useMap(container, t('layout:company.name'));
  const mapsLink = `https://yandex.ru/maps/?text=${encodeURIComponent(t('layout:company.address'))}`;
  return (
    <Box
      position="relative"
      h={`${MAP_HEIGHT_PX}px`}
      rounded="2xl"
      overflow="hidden"
      borderWidth="1px"
      bg="gray.100"
    >
      <Box
        ref={container}
        position="absolute"
        inset="0"
        role="region"
        aria-label={t('info:contact.map.frameTitle')}
      />
      {state !== 'ready' && (
        <Flex position="absolute" inset="0" align="center" justify="center" p="6" textAlign="center">
          <Stack gap="3" align="center" maxW="sm">
            {state === 'failed' ? (
              <Box color="brand.fg" aria-hidden>
                <MapPin size={32} />
              </Box>
            ) : (
              <Spinner color="brand.500" aria-hidden />
            )}
            <Text color="fg.muted">
              {state === 'failed' ? t('info:contact.map.unavailable') : t('info:contact.map.loading')}
            </Text>
            <Text fontWeight="semibold">{t('layout:company.address')}</Text>
            <Link
              href={mapsLink}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
              fontWeight="medium"
            >
              {t('info:contact.map.openInMaps')} <ExternalLink size={14} />
            </Link>
          </Stack>
        </Flex>
      )}
    </Box>
  );
}
