// Test helpers for mail: '@shop/mail/testing'. Never imported by runtime code.
export { parseEml, type ParsedMail } from './parseEml';
export { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from './smtpTestServer';
