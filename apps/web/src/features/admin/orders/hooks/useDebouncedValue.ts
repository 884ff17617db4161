// The admin's search shares the buyer's debounce ('Мои заказы').
export { useDebouncedValue } from '../../../../shared/hooks/useDebouncedValue';
