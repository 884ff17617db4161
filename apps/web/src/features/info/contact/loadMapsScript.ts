// Loads the Yandex Maps API once per page, on demand. Resolves with the
// global `ymaps`, rejects when the script cannot load (offline, blocked) or
// takes too long, so the widget can show the address instead.
export interface YandexMaps {
  ready(callback: () => void): void;
  Map: new (
    element: HTMLElement,
    state: { center: [number, number]; zoom: number; controls?: string[] },
  ) => {
    geoObjects: { add(object: unknown): void };
    destroy(): void;
  };
  Placemark: new (coordinates: [number, number], properties: Record<string, string>) => unknown;
}

const SCRIPT_URL = 'https://api-maps.yandex.ru/2.1/?lang=ru_RU';
const LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<YandexMaps> | undefined;

function mapsGlobal(): YandexMaps | undefined {
  return (window as unknown as { ymaps?: YandexMaps }).ymaps;
}

export function loadMapsScript(): Promise<YandexMaps> {
  loading ??= new Promise<YandexMaps>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    const timer = window.setTimeout(() => reject(new Error('maps script timed out')), LOAD_TIMEOUT_MS);
    script.onload = () => {
      window.clearTimeout(timer);
      const ymaps = mapsGlobal();
      if (ymaps) ymaps.ready(() => resolve(ymaps));
      else reject(new Error('maps script loaded without the API'));
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('maps script failed to load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined; // a later visit may be online again
    throw error;
  });
  return loading;
}
