// A refusal 1C shows its operator: answered as `failure` and this reason.
export class ExchangeFailure extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'ExchangeFailure';
  }
}
