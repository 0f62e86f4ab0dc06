/** A gateway `error` reply (its own file: the transport's code loads lazily, the class does not). */
export class RealtimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RealtimeError';
  }
}
