// How a failed mail's last SMTP error reads to an admin. A failed order
// confirmation gets the spec's wording with the SMTP status and text
// (admin:users.failedMails.confirmationFailed, filled by `confirmationFailed`).
export function describeMailError(
  mail: { kind: string; lastError: string | null },
  confirmationFailed: (vars: { status: string; body: string }) => string,
): string {
  const error = mail.lastError ?? '';
  if (mail.kind !== 'order_confirmation') return error;
  const match = /\b([45]\d\d)\b\s*(.*)/s.exec(error);
  return confirmationFailed({
    status: match?.[1] ?? 'SMTP',
    body: (match ? match[2] : error)?.trim() || error,
  });
}
