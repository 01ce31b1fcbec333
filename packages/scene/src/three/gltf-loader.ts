import type { Object3D } from 'three';
import { MeshoptDecoder } from 'three/addons/libs/meshopt_decoder.module.js';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';

/** Loads a product model (binary glTF, meshopt-compressed as the library produces them) from its URL. */
export function gltfModelLoader(fetchBytes: (url: string) => Promise<ArrayBuffer> = defaultFetch) {
  const loader = new GLTFLoader();
  loader.setMeshoptDecoder(MeshoptDecoder);
  return async (url: string): Promise<Object3D> => {
    const bytes = await fetchBytes(url);
    const gltf = await loader.parseAsync(bytes, url.slice(0, url.lastIndexOf('/') + 1));
    return gltf.scene;
  };
}

async function defaultFetch(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.arrayBuffer();
}
