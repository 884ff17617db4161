// All Russian texts of the shop (i18next resources, one namespace per
// feature) and the server's t(). The web client does not import this module:
// it loads namespaces with its feature chunks (@shop/i18n/namespaces/*).
export { resources, DEFAULT_NAMESPACE, type Namespace, type Resources } from './resources';
export { t } from './server';
export { formatRoubles } from './money';
export { formatDate, formatDateTime, formatLongDate, formatLongDateTime, SHOP_TIME_ZONE } from './dates';
export { escapeHtml } from './escape';
export { formatPhone } from './phone';
