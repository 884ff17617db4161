// A file or list that cannot be read. The message is Russian and names the
// row when there is one: it goes to the buyer (4xx) or the operator (CLI) as is.
export class SheetError extends Error {
  constructor(
    message: string,
    /** The row of the file or list the message is about, counted from 1. */
    readonly row?: number,
  ) {
    super(message);
    this.name = 'SheetError';
  }
}
