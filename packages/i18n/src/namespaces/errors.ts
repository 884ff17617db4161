// i18next namespace `errors`: generic error messages (REST and tRPC bodies, client fallbacks).
export { errors } from '../ru/errors';
