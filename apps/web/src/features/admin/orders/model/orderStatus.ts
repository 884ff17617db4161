// The admin screens read the one status list shared with the buyer's history.
export * from '../../../../shared/orders/orderStatus';
