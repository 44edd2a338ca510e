/** One connection, lent to one interactive transaction at a time (the SQLite worker's, `sqlite-worker.ts`). */
export class ConnectionLock {
  private tail: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  async lock(): Promise<void> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
  }

  unlock(): void {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
}
