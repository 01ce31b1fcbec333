import { type Design, type DesignCheck, jsonEqual } from '@roomcraft/scene';
import { isApiError } from '../../../api/api-error.ts';

/** What the editor says about saving. */
export type SaveState =
  | { readonly kind: 'saved' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'saving' }
  /** The server could not be reached (or failed); the save is tried again after `retryInMs`. */
  | { readonly kind: 'offline'; readonly retryInMs: number; readonly attempt: number }
  /** Someone saved the design elsewhere since it was loaded: nothing is saved until it is reloaded. */
  | { readonly kind: 'conflict' }
  /** The design fails validation and is not sent; the path names the first failing field. */
  | { readonly kind: 'invalid'; readonly path: string; readonly message: string }
  /** The server refused the save for good (no access any more, too large…). */
  | { readonly kind: 'failed'; readonly error: unknown };

/** What the saver needs from the outside world. */
export interface AutosaveDeps {
  /** Saves a design based on a version; answers the new version, or throws an ApiError. */
  save(version: number, design: Design): Promise<{ version: number }>;
  /** Reads the stored design, to recognise a save whose answer was lost on the way back. */
  load?(): Promise<{ version: number; design: unknown }>;
  validate(design: Design): DesignCheck;
  /** Quiet time after the last change before saving, ms (default 1000). */
  readonly debounceMs?: number;
  /** A design changing all the time is still saved this often, ms (default 5000). */
  readonly maxWaitMs?: number;
  /** Waits between retries, ms; the last one repeats (default 1, 2, 4, 8, 16, 30 s). */
  readonly backoffMs?: readonly number[];
}

const BACKOFF = [1000, 2000, 4000, 8000, 16_000, 30_000];

/**
 * Saves a design some time after it changes, with the version it was based on. A stale version
 * (409) stops saving until the design is reloaded: two editors never overwrite each other. A lost
 * connection or a server error is retried with growing waits. A design that fails validation
 * is never sent.
 */
export class Autosaver {
  private version: number;
  private saved: Design;
  private latest: Design;
  private stateValue: SaveState = { kind: 'saved' };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private firstChangeAt: number | undefined;
  private inFlight: Promise<void> | undefined;
  private attempt = 0;
  /** The last failure was a lost connection: the server may have stored that save after all. */
  private answerLost = false;
  private disposed = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly deps: AutosaveDeps,
    initial: { version: number; design: Design },
  ) {
    this.version = initial.version;
    this.saved = initial.design;
    this.latest = initial.design;
  }

  getState = (): SaveState => this.stateValue;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The version the next save is based on. */
  get baseVersion(): number {
    return this.version;
  }

  /** Whether there are changes the server does not have. */
  get hasUnsavedChanges(): boolean {
    return this.latest !== this.saved;
  }

  /** The design changed: save it after a quiet moment. */
  update(design: Design): void {
    if (design === this.latest || this.disposed) return;
    this.latest = design;
    if (this.stateValue.kind === 'conflict') return;
    if (design === this.saved) {
      this.clearTimer();
      this.firstChangeAt = undefined;
      if (!this.inFlight) this.setState({ kind: 'saved' });
      return;
    }
    if (this.stateValue.kind === 'offline') return; // the retry will send the latest design
    this.schedule();
  }

  /** Saves now (leaving the editor); resolves when the server has the latest design or refused it. */
  async flush(): Promise<void> {
    this.clearTimer();
    if (this.inFlight) await this.inFlight;
    if (this.latest !== this.saved && this.stateValue.kind !== 'conflict') await this.run();
  }

  /** Starts again from a design just loaded from the server (after "Reload"). */
  reset(initial: { version: number; design: Design }): void {
    this.clearTimer();
    this.version = initial.version;
    this.saved = initial.design;
    this.latest = initial.design;
    this.attempt = 0;
    this.answerLost = false;
    this.firstChangeAt = undefined;
    this.setState({ kind: 'saved' });
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.listeners.clear();
  }

  private schedule(): void {
    const now = Date.now();
    this.firstChangeAt ??= now;
    const debounce = this.deps.debounceMs ?? 1000;
    const maxWait = this.deps.maxWaitMs ?? 5000;
    const wait = Math.max(0, Math.min(debounce, this.firstChangeAt + maxWait - now));
    this.clearTimer();
    this.timer = setTimeout(() => void this.run(), wait);
    if (!this.inFlight) this.setState({ kind: 'pending' });
  }

  private run(): Promise<void> {
    this.timer = undefined;
    if (this.inFlight) return this.inFlight; // when it ends, it sends what changed meanwhile
    this.inFlight = this.send().finally(() => {
      this.inFlight = undefined;
      if (this.disposed) return;
      const idle = this.stateValue.kind === 'saved' || this.stateValue.kind === 'saving';
      if (idle && this.latest !== this.saved) this.schedule();
      else if (this.stateValue.kind === 'saving') this.setState({ kind: 'saved' });
    });
    return this.inFlight;
  }

  private async send(): Promise<void> {
    const design = this.latest;
    this.firstChangeAt = undefined;
    if (design === this.saved) {
      this.setState({ kind: 'saved' });
      return;
    }
    const check = this.deps.validate(design);
    if (!check.ok) {
      const first = check.issues[0];
      this.setState({ kind: 'invalid', path: first?.path ?? '', message: first?.message ?? '' });
      return;
    }
    this.setState({ kind: 'saving' });
    try {
      const answer = await this.deps.save(this.version, design);
      this.saved = design;
      this.version = answer.version;
      this.attempt = 0;
      this.answerLost = false;
      this.setState({ kind: 'saved' });
    } catch (error) {
      if (this.disposed) return;
      await this.failed(error, design);
    }
  }

  private async failed(error: unknown, design: Design): Promise<void> {
    if (isApiError(error) && error.status === 409) {
      if (this.answerLost && (await this.storedIs(design))) return;
      this.setState({ kind: 'conflict' });
      return;
    }
    const retriable = !isApiError(error) || error.status === 0 || error.status >= 500 || error.status === 429;
    if (!retriable) {
      this.setState({ kind: 'failed', error });
      return;
    }
    this.answerLost = isApiError(error) && error.status === 0;
    const backoff = this.deps.backoffMs ?? BACKOFF;
    const retryInMs = backoff[Math.min(this.attempt, backoff.length - 1)]!;
    this.attempt++;
    this.setState({ kind: 'offline', retryInMs, attempt: this.attempt });
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.setState({ kind: 'pending' });
      void this.run();
    }, retryInMs);
  }

  /** After a lost answer and a 409: whether the server holds exactly this design (our own save). */
  private async storedIs(design: Design): Promise<boolean> {
    if (!this.deps.load) return false;
    try {
      const stored = await this.deps.load();
      if (!jsonEqual(stored.design, JSON.parse(JSON.stringify(design)))) return false;
      this.saved = design;
      this.version = stored.version;
      this.answerLost = false;
      this.attempt = 0;
      this.setState({ kind: 'saved' });
      return true;
    } catch {
      return false;
    }
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private setState(state: SaveState): void {
    if (this.disposed) return;
    this.stateValue = state;
    for (const listener of this.listeners) listener();
  }
}
