/** The parts of s3rver's API the tests use (the package ships no types). */
declare module 's3rver' {
  export interface S3rverOptions {
    address?: string;
    /** 0: a free port, read back from what `run` answers. */
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
