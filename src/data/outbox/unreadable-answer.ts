/** A call ahead of a row's own (a photo upload) was answered with something its schema does not read. */
export class UnreadableAnswer extends Error {
  constructor(readonly status: number) {
    super(`Unreadable answer (HTTP ${status})`);
    this.name = 'UnreadableAnswer';
  }
}
