// The shape every mail template produces before rendering. Templates describe
// content as blocks; one renderer turns blocks into HTML and a plain-text twin,
// so both always say the same thing and escaping happens in one place.

/** A rendered mail, ready for the outbox (`enqueueMail(trx, { to, kind, ...content })`). */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** Label/value rows, e.g. the applicant's details. */
  | { type: 'details'; rows: ReadonlyArray<{ label: string; value: string }> }
  /** A call to action; the URL is printed too, for clients that block buttons. */
  | { type: 'button'; label: string; url: string }
  /** Secondary, smaller text (validity, "ignore if not you"). */
  | { type: 'note'; text: string }
  /** A data table (e.g. order lines); `align` per column, `footer` rows in bold. */
  | {
      type: 'table';
      columns: ReadonlyArray<{ label: string; align?: 'left' | 'right' }>;
      rows: ReadonlyArray<readonly string[]>;
      footer?: ReadonlyArray<readonly string[]>;
    };

export interface MailDocument {
  subject: string;
  /** The preview line mail clients show after the subject. */
  preheader: string;
  heading: string;
  blocks: readonly MailBlock[];
}
