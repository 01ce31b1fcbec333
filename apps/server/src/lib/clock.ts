/**
 * The platform's time. Billing periods, quota months and renewals read it, so tests (and a
 * demonstration on the local payment provider) can move time forward without waiting.
 */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves time forward; it never goes back. */
  advance(ms: number): Date {
    if (ms < 0) throw new Error('The clock only moves forward.');
    this.offsetMs += ms;
    return this.now();
  }

  /** Moves time to an instant (not before the present). */
  setTo(at: Date): Date {
    return this.advance(Math.max(0, at.getTime() - this.now().getTime()));
  }
}
