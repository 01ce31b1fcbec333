/** Where the export finds the 3D model of a placed product. */
export interface ProductModels {
  /** The product's processed model as binary glTF (metres, Y up, standing on its origin), or null. */
  model(productId: string): Promise<Uint8Array | null>;
  /** Real size in millimetres, for the stand-in box of a product whose model is missing. */
  size(productId: string): Promise<{ width: number; depth: number; height: number } | null>;
}
