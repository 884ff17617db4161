// Every refusal a route can answer, derived from its declaration (method,
// path, access), so that the document lists them without a list per route.
import type { RestRoute } from './table';

/** Status → what it means, in the order the document shows them. */
const REFUSALS = {
  400: 'Неверные данные: поле и правило в message и fieldErrors',
  401: 'Требуется авторизация (при входе — неверные e-mail или пароль)',
  403: 'Нет доступа: чужие данные, не та роль или запрос с другого сайта',
  404: 'Не найдено',
  405: 'Метод не поддерживается этим путём (Allow называет поддерживаемые)',
  409: 'Конфликт с текущим состоянием данных',
  413: 'Слишком большое тело запроса',
  415: 'Тело запроса не JSON (или не файл, где ждут файл)',
  429: 'Слишком много запросов: повторите позже',
  503: 'Сервис временно недоступен: повторите через Retry-After секунд',
} as const;

type Refusal = keyof typeof REFUSALS;

/** Why a route may answer each status; a status applies when its rule holds. */
const RULES: Record<Refusal, (route: RestRoute) => boolean> = {
  // Any request can carry a malformed URL or query.
  400: () => true,
  401: (route) => route.access !== 'public' || route.asksToSignIn === true,
  // State-changing requests from another site are refused for everyone (crossSiteGuard).
  403: (route) => !['public', 'authed'].includes(route.access) || route.method !== 'GET',
  // A path that names a row, or a body that does (a part, an order, an import).
  404: (route) => route.path.includes(':') || route.method !== 'GET',
  405: () => true,
  409: (route) => route.method !== 'GET',
  413: (route) => route.method !== 'GET',
  415: (route) => route.method !== 'GET',
  // Limits guard what a client may repeat (sign-in, mails, lists, documents); any route may be one of them.
  429: () => true,
  503: () => true,
};

/** [status, description] of every refusal the route can answer. */
export function refusalsOf(route: RestRoute): Array<[number, string]> {
  return (Object.keys(REFUSALS) as unknown as Refusal[])
    .filter((status) => RULES[status](route))
    .map((status) => [Number(status), REFUSALS[status]]);
}
