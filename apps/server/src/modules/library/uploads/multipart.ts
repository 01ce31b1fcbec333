// Where the image and category calls import the multipart reader from; it lives in
// src/http/multipart.ts, shared by every upload call.
export { readMultipart } from '../../../http/multipart.ts';
