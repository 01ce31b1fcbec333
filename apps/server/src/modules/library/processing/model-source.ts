import { validateBytes } from 'gltf-validator';
import { RejectedUpload } from './rejected-upload.ts';

/** An uploaded model: the GLB or .gltf file and the files its URIs name (.bin, images). */
export interface ModelSource {
  name: string;
  data: Uint8Array;
  resources: Record<string, Uint8Array>;
}

/** Limits of an uploaded model (docs/decisions/library-uploads.md). */
export const MODEL_LIMITS = { bytes: 50 * 1024 * 1024, triangles: 500_000, texturePx: 4096 } as const;

const GLB_MAGIC = 0x46546c67; // 'glTF'

export function isGlb(data: Uint8Array): boolean {
  return (
    data.length >= 12 &&
    Buffer.from(data).readUInt32LE(0) === GLB_MAGIC &&
    Buffer.from(data).readUInt32LE(4) === 2
  );
}

/** The glTF JSON of a .gltf file, or null when the bytes are not one. */
export function gltfJsonOf(
  data: Uint8Array,
): { asset?: { version?: string }; buffers?: { uri?: string }[]; images?: { uri?: string }[] } | null {
  if (data[0] !== 0x7b && data[0] !== 0xef) return null; // '{' or a UTF-8 byte-order mark
  try {
    const json = JSON.parse(
      Buffer.from(data)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
    return json?.asset?.version === '2.0' ? json : null;
  } catch {
    return null;
  }
}

/** URIs a .gltf file loads from outside itself. */
export function externalUris(json: NonNullable<ReturnType<typeof gltfJsonOf>>): string[] {
  return [...(json.buffers ?? []), ...(json.images ?? [])]
    .map((entry) => entry.uri)
    .filter((uri): uri is string => typeof uri === 'string' && !uri.startsWith('data:'));
}

/**
 * Runs the Khronos glTF validator; any error rejects the upload with the validator's first messages.
 * Answers the triangle count the validator measured.
 */
export async function validateModel(source: ModelSource): Promise<number> {
  const report = await validateBytes(source.data, {
    uri: source.name,
    maxIssues: 20,
    // Texture formats and extensions the validator does not know are not errors of the file itself.
    ignoredIssues: ['UNSUPPORTED_EXTENSION', 'IMAGE_UNRECOGNIZED_FORMAT'],
    externalResourceFunction: async (uri) => {
      const data = source.resources[decodeURIComponent(uri)] ?? source.resources[uri];
      if (!data) throw new Error(`missing ${uri}`);
      return data;
    },
  }).catch((error: unknown) => {
    throw new RejectedUpload(`The file is not a valid glTF 2.0 model: ${String(error)}`);
  });
  if (report.issues.numErrors > 0) {
    const errors = report.issues.messages.filter((m) => m.severity === 0).slice(0, 3);
    const detail = errors
      .map((m) => `${m.code}${m.pointer ? ` at ${m.pointer}` : ''}: ${m.message}`)
      .join('; ');
    throw new RejectedUpload(`The model has ${report.issues.numErrors} glTF error(s): ${detail}`);
  }
  const triangles = report.info?.totalTriangleCount ?? 0;
  if (triangles > MODEL_LIMITS.triangles) {
    throw new RejectedUpload(
      `The model has ${triangles.toLocaleString('en')} triangles; the limit is ${MODEL_LIMITS.triangles.toLocaleString('en')}.`,
    );
  }
  return triangles;
}
