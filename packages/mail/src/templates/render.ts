// Turns a template's document into the { subject, html, text } the outbox stores.
import type { MailContent, MailDocument } from './document';
import { mailFooter } from './footer';
import { renderHtml } from './renderHtml';
import { renderText } from './renderText';

export function renderMail(doc: MailDocument): MailContent {
  const footer = mailFooter();
  // A header line must not carry line breaks (header injection).
  const subject = doc.subject.replace(/[\r\n]+/g, ' ').trim();
  return { subject, html: renderHtml({ ...doc, subject }, footer), text: renderText(doc, footer) };
}
