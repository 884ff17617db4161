// Public API of @shop/mail: transport, outbox (enqueue, worker, admin
// queries) and templates. Test helpers live in '@shop/mail/testing'.
export { createMailTransport } from './transport';
export type { MailTransport, MailTransportOptions, OutgoingAttachment, OutgoingMail } from './transport';
export { enqueueMail, enqueueMailIf, enqueueMails } from './outbox/enqueue';
export type {
  GeneratedAttachment,
  MailAttachment,
  MailKind,
  NewMail,
  RenderedMail,
  StoredAttachment,
  TemplatedMail,
} from './outbox/enqueue';
export { createOutboxWorker } from './outbox/worker';
export type {
  AttachmentMaker,
  BatchResult,
  OutboxLogger,
  OutboxWorker,
  OutboxWorkerOptions,
} from './outbox/worker';
export { retryDelayMs } from './outbox/backoff';
export { listFailedMails, retryAllFailedMails, retryFailedMail } from './outbox/failedMails';
export type { FailedMail } from './outbox/failedMails';
export type { MailBlock, MailContent, MailDocument } from './templates/document';
export { renderMail } from './templates/render';
export { renderStoredTemplate, storedTemplateSubject } from './templates/stored';
export type { StoredTemplate } from './templates/stored';
export { escapeHtml } from './templates/escape';
export { accountActivated, registrationAdminNotice, registrationReceived } from './templates/accountMails';
export type { AccountMailData, RegistrationAdminNoticeData } from './templates/accountMails';
export { passwordReset } from './templates/passwordReset';
export { approvalDecided, approvalRequested, companyInvite } from './templates/companyMails';
export type { ApprovalDecidedData, ApprovalRequestedData, CompanyInviteData } from './templates/companyMails';
export type { PasswordResetData } from './templates/passwordReset';
export { contactMessageMail } from './templates/contactMessage';
export type { ContactMessageMailData } from './templates/contactMessage';
export { orderAdminNotice, orderConfirmation } from './templates/orderMails';
export type { OrderMailData } from './templates/orderMails';
export { isMailedOrderStatus, MAILED_ORDER_STATUSES, orderStatusChanged } from './templates/orderStatusMail';
export type { MailedOrderStatus, OrderStatusMailData } from './templates/orderStatusMail';
