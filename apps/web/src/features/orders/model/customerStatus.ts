// The buyer's history shows only four statuses (spec section 4): completed,
// processing and cancelled as they are, anything else as 'Создан'.
export type CustomerStatus = 'completed' | 'processing' | 'cancelled' | 'other';

export function customerStatusOf(status: string): CustomerStatus {
  return status === 'completed' || status === 'processing' || status === 'cancelled' ? status : 'other';
}

export const CUSTOMER_STATUS_COLORS: Record<CustomerStatus, string> = {
  completed: 'green',
  processing: 'blue',
  cancelled: 'red',
  other: 'gray',
};
