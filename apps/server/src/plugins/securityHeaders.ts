// Security headers (helmet): a CSP that allows only our own scripts plus the
// Yandex maps script of /contact, no framing, HSTS only when served over HTTPS.
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

const YANDEX_MAPS = [
  'https://api-maps.yandex.ru',
  'https://*.yandex.ru',
  'https://*.yandex.net',
  'https://*.maps.yandex.net',
];

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...YANDEX_MAPS],
        // Chakra UI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...YANDEX_MAPS],
        connectSrc: ["'self'", ...YANDEX_MAPS],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", ...YANDEX_MAPS],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
  });
}
