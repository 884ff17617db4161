export { default } from '@shop/config/eslint';
