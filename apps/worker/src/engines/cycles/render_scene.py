"""Renders a glTF scene with Cycles. Called by the worker as:
blender -b --factory-startup --python-exit-code 1 --python render_scene.py -- settings.json
"""
import json
import math
import sys

import numpy as np

# Debian's glTF importer still uses np.bool, which NumPy 1.24 removed.
if not hasattr(np, "bool"):
    np.bool = bool

import _cycles  # noqa: E402
import bpy  # noqa: E402
from mathutils import Vector  # noqa: E402


def to_blender(v):
    """glTF is Y-up; Blender is Z-up (the importer turns (x, y, z) into (x, -z, y))."""
    return Vector((v[0], -v[2], v[1]))


def import_scene(path):
    try:
        bpy.ops.import_scene.gltf(filepath=path, convert_lighting_mode="COMPAT")
    except TypeError:
        bpy.ops.import_scene.gltf(filepath=path)


# Blender's point-light watts are radiant power as its users know bulbs: a 1000 lm (80 cd) lamp
# reads well at about 60 W next to a physical sun, which is 4*pi*cd/683 W scaled by 40.
CANDELA_TO_BLENDER_WATTS = 4 * math.pi / 683 * 40


def set_lamp_power():
    for obj in bpy.data.objects:
        if obj.type == "LIGHT" and "candela" in obj and obj.data.type in {"POINT", "SPOT"}:
            obj.data.energy = float(obj["candela"]) * CANDELA_TO_BLENDER_WATTS
            obj.data.shadow_soft_size = 0.05


def use_gpu_when_present(scene):
    prefs = bpy.context.preferences.addons["cycles"].preferences
    for kind in ("OPTIX", "CUDA", "HIP", "ONEAPI", "METAL"):
        try:
            prefs.compute_device_type = kind
        except TypeError:
            continue
        prefs.get_devices()
        gpus = [d for d in prefs.devices if d.type != "CPU"]
        if gpus:
            for device in gpus:
                device.use = True
            scene.cycles.device = "GPU"
            return kind
    return "CPU"


def add_camera(scene, spec, width, height):
    data = bpy.data.cameras.new("RenderCamera")
    camera = bpy.data.objects.new("RenderCamera", data)
    scene.collection.objects.link(camera)
    position = to_blender(spec["position"])
    camera.location = position
    direction = to_blender(spec["target"]) - position
    if spec["kind"] == "panorama":
        # An equirectangular camera looks along its -Z with +Y up; keep it level, facing the target.
        direction.z = 0
    camera.rotation_mode = "QUATERNION"
    camera.rotation_quaternion = direction.to_track_quat("-Z", "Y")
    if spec["kind"] == "orthographic":
        data.type = "ORTHO"
        data.ortho_scale = spec.get("orthoScale", 10.0)
    elif spec["kind"] == "panorama":
        data.type = "PANO"
        if hasattr(data, "panorama_type"):
            data.panorama_type = "EQUIRECTANGULAR"
        else:
            data.cycles.panorama_type = "EQUIRECTANGULAR"
    else:
        data.sensor_fit = "VERTICAL"
        data.angle_y = math.radians(spec.get("fovDeg", 60.0))
    data.clip_start = 0.05
    data.clip_end = 500.0
    scene.camera = camera


def add_light(scene, sun):
    world = bpy.data.worlds.new("Sky")
    world.use_nodes = True
    background = world.node_tree.nodes["Background"]
    background.inputs[0].default_value = (0.78, 0.84, 0.92, 1.0)
    background.inputs[1].default_value = 0.8
    scene.world = world
    if sun is None:
        return
    light = bpy.data.lights.new("Sun", "SUN")
    light.energy = sun["strength"]
    light.angle = math.radians(1.5)
    obj = bpy.data.objects.new("Sun", light)
    elevation = math.radians(sun["elevationDeg"])
    azimuth = math.radians(sun["azimuthDeg"])
    obj.rotation_euler = (math.pi / 2 - elevation, 0.0, azimuth)
    scene.collection.objects.link(obj)


def configure(scene, settings):
    scene.render.engine = "CYCLES"
    scene.cycles.samples = settings["samples"]
    if getattr(_cycles, "with_openimagedenoise", False):
        scene.cycles.use_denoising = True
        scene.cycles.denoiser = "OPENIMAGEDENOISE"
    else:
        # Without a denoiser, spend the samples where the noise is.
        scene.cycles.use_denoising = False
        scene.cycles.use_adaptive_sampling = True
    scene.render.resolution_x = settings["width"]
    scene.render.resolution_y = settings["height"]
    scene.render.resolution_percentage = 100
    scene.render.image_settings.file_format = "PNG"
    scene.render.image_settings.color_mode = "RGB"
    scene.view_settings.exposure = settings.get("exposure", 0.0)


def main():
    settings = json.load(open(sys.argv[sys.argv.index("--") + 1]))
    bpy.ops.wm.read_factory_settings(use_empty=True)
    import_scene(settings["scenePath"])
    set_lamp_power()
    scene = bpy.context.scene
    configure(scene, settings)
    device = use_gpu_when_present(scene)
    add_camera(scene, settings["camera"], settings["width"], settings["height"])
    add_light(scene, settings.get("sun"))
    scene.render.filepath = settings["outputPath"]
    print(f"ROOMCRAFT device={device} samples={settings['samples']}", flush=True)
    bpy.ops.render.render(write_still=True)
    print("ROOMCRAFT done", flush=True)


# Imported by bake_lightmaps.py for its helpers; run by Blender as the main script.
if __name__ == "__main__":
    main()
