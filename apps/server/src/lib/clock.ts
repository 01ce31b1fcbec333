/**
 * The platform's time. Billing periods, quota months and renewals read it, so tests (and a
 * demonstration on the local payment provider) can move time forward without waiting.
 */
export class Clock {
  private offsetMs = 0;

  /** A clock that stands still at `frozenAt` until advanced (tests that count prorated units exactly). */
  constructor(private readonly frozenAt?: Date) {}

  now(): Date {
    return new Date((this.frozenAt?.getTime() ?? Date.now()) + this.offsetMs);
  }

  /** Moves time forward; it never goes back. */
  advance(ms: number): Date {
    if (ms < 0) throw new Error('The clock only moves forward.');
    this.offsetMs += ms;
    return this.now();
  }
}
