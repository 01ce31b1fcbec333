import { Center, Loader, Text } from '@mantine/core';
import { OrbitControls } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import { gltfModelLoader } from '@roomcraft/scene/three';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box3, type Mesh, NeutralToneMapping, type Object3D, Sphere, Texture, Vector3 } from 'three';
import classes from '../library.module.css';

type Loaded = { status: 'loading' } | { status: 'ready'; model: Object3D } | { status: 'failed' };

/** The editor's loader (meshopt-aware), shared by every viewer of the page. */
const loadModel = gltfModelLoader();

/** Frees the GPU buffers and textures of a model the page no longer shows. */
function dispose(model: Object3D): void {
  model.traverse((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh) return;
    mesh.geometry.dispose();
    for (const material of [mesh.material].flat()) {
      for (const value of Object.values(material)) if (value instanceof Texture) value.dispose();
      material.dispose();
    }
  });
}

function useModel(url: string): Loaded {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    let loaded: Object3D | undefined;
    loadModel(url).then(
      (model) => {
        loaded = model;
        if (current) setState({ status: 'ready', model });
        else dispose(model);
      },
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
      if (loaded) dispose(loaded);
    };
  }, [url]);
  return state;
}

const FOV = 40;
/** Where the camera looks from: in front, a little to the right and above, as a showroom photo. */
const VIEW_DIRECTION = new Vector3(0.8, 0.55, 1).normalize();

/** The camera distance at which the model's bounding sphere fills the view with a margin. */
function framing(model: Object3D) {
  const sphere = new Box3().setFromObject(model).getBoundingSphere(new Sphere());
  const radius = Math.max(sphere.radius, 0.05);
  const distance = (radius / Math.sin(((FOV / 2) * Math.PI) / 180)) * 1.15;
  return {
    center: sphere.center,
    camera: VIEW_DIRECTION.clone().multiplyScalar(distance),
    near: distance / 100,
    far: distance * 10,
  };
}

/** A product's editor model, lit softly and framed to fit, to orbit and zoom with the pointer. */
export function ModelViewer({ url }: { url: string }) {
  const { t } = useTranslation();
  const loaded = useModel(url);
  return (
    <div className={classes.viewer} data-testid="model-viewer" data-status={loaded.status}>
      {loaded.status === 'ready' ? (
        <ModelCanvas model={loaded.model} />
      ) : (
        <Center h="100%">
          {loaded.status === 'loading' ? (
            <Loader aria-label={t('library.product.modelLoading')} />
          ) : (
            <Text c="dimmed">{t('library.product.modelFailed')}</Text>
          )}
        </Center>
      )}
    </div>
  );
}

/** The model centred on the orbit's pivot, the camera at a distance that shows all of it. */
function ModelCanvas({ model }: { model: Object3D }) {
  const frame = useMemo(() => framing(model), [model]);
  return (
    <Canvas
      frameloop="demand"
      dpr={[1, 2]}
      camera={{ position: frame.camera.toArray(), fov: FOV, near: frame.near, far: frame.far }}
      onCreated={({ gl }) => {
        // As in the editor's 3D view: Khronos PBR Neutral keeps product colours true.
        gl.toneMapping = NeutralToneMapping;
      }}
      style={{ touchAction: 'none' }}
    >
      <hemisphereLight args={['#ffffff', '#b9b4aa', 1.6]} />
      <directionalLight position={[3, 5, 4]} intensity={2} />
      <directionalLight position={[-4, 2, -3]} intensity={0.6} />
      <group position={frame.center.clone().negate().toArray()}>
        <primitive object={model} />
      </group>
      <OrbitControls makeDefault target={[0, 0, 0]} />
    </Canvas>
  );
}
