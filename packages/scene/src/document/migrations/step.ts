/** One upgrade step of the design document, from one version to the next. */
export interface DesignMigration {
  readonly from: number;
  readonly to: number;
  /** Upgrades a document of version `from`; the result carries version `to`. */
  readonly up: (json: Record<string, unknown>) => Record<string, unknown>;
}

/** A document that cannot be upgraded, with the path of the field at fault. */
export class DesignMigrationError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'DesignMigrationError';
  }
}
