import { PermanentJobError } from '@roomcraft/jobs';

/** What the pipeline throws for a problem with the upload itself: no retry, the user sees the reason. */
export class RejectedUpload extends PermanentJobError {}
