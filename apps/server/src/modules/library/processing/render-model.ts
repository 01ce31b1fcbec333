import { type Document, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { dequantize } from '@gltf-transform/functions';
import { MeshoptDecoder } from 'meshoptimizer';
import sharp from 'sharp';

/** Image types every renderer reads: three.js, and Blender 3.4's glTF importer (which lacks WebP). */
const PORTABLE_IMAGES = new Set(['image/png', 'image/jpeg']);

const IMAGE_FORMAT_EXTENSIONS = ['EXT_texture_webp', 'EXT_texture_avif', 'KHR_texture_basisu'];

let reader: Promise<NodeIO> | undefined;
function readerIO(): Promise<NodeIO> {
  reader ??= MeshoptDecoder.ready.then(() =>
    new NodeIO()
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({ 'meshopt.decoder': MeshoptDecoder }),
  );
  return reader;
}

/**
 * A stored library model (a GLB with `EXT_meshopt_compression` and `KHR_mesh_quantization`
 * required, as processing writes it) turned into plain glTF every renderer loads: meshopt decoded
 * on read, attributes back to floats, and textures as PNG or JPEG. The render worker reads product
 * models with this, and processing reads its own output back with it, so a model a render could
 * not read fails its processing instead of becoming a grey box at render time.
 */
export async function readRenderModel(bytes: Uint8Array): Promise<Document> {
  const document = await (await readerIO()).readBinary(bytes);
  await document.transform(dequantize());
  // The accessors hold decoded data now; left registered, the extension would compress the output.
  document.disposeExtension('EXT_meshopt_compression');
  for (const texture of document.getRoot().listTextures()) {
    if (PORTABLE_IMAGES.has(texture.getMimeType())) continue;
    const image = texture.getImage();
    if (!image) throw new Error(`the texture ${texture.getName() || '(unnamed)'} has no image`);
    const png = await sharp(image)
      .png()
      .toBuffer()
      .catch((error: Error) => {
        throw new Error(
          `the texture ${texture.getName() || '(unnamed)'} (${texture.getMimeType()}) cannot be decoded: ${error.message}`,
        );
      });
    texture.setImage(new Uint8Array(png)).setMimeType('image/png');
    if (texture.getURI()) texture.setURI(texture.getURI().replace(/\.[a-z0-9]+$/i, '.png'));
  }
  // Their images are PNG now; a format extension left behind would still be declared.
  for (const name of IMAGE_FORMAT_EXTENSIONS) document.disposeExtension(name);
  return document;
}
