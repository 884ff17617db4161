// The admin screens read the one status label shared with the buyer's history.
export { useStatusLabel } from '../../../../shared/orders/useStatusLabel';
