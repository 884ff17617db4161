// i18next namespace `errors`: generic error messages (REST and tRPC bodies, client fallbacks).
export { errors } from '../ru/errors';
// zod's own checks in the user's words (@shop/schemas reads it directly, not through i18next).
export { validation } from '../ru/validation';
