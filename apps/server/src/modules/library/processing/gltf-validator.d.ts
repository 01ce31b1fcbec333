/** The parts of the Khronos validator's API the pipeline uses (the package ships no types). */
declare module 'gltf-validator' {
  export interface ValidationMessage {
    code: string;
    message: string;
    severity: number;
    pointer?: string;
  }
  export interface ValidationReport {
    issues: { numErrors: number; numWarnings: number; messages: ValidationMessage[] };
    info?: { totalTriangleCount?: number; totalVertexCount?: number };
  }
  export function validateBytes(
    data: Uint8Array,
    options?: {
      uri?: string;
      format?: 'glb' | 'gltf';
      maxIssues?: number;
      ignoredIssues?: string[];
      externalResourceFunction?: (uri: string) => Promise<Uint8Array>;
    },
  ): Promise<ValidationReport>;
}
