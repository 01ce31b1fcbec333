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

import os  # noqa: E402

import _cycles  # noqa: E402
import bpy  # noqa: E402
from mathutils import Vector  # noqa: E402

# The denoiser beside this script is imported from the source tree; it stays free of bytecode.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from denoise_image import denoise_in_strips  # noqa: E402


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


def is_transparent(material):
    return material is not None and material.blend_method != "OPAQUE"


def add_window_portals(objects):
    """An area-light portal over every pane of glass: Cycles then sends its sky samples through the
    windows instead of hoping to find them, which is what makes a room lit by its windows converge in
    few samples. Portals face the middle of the scene, where the rooms are."""
    corners = [obj.matrix_world @ Vector(c) for obj in objects for c in obj.bound_box]
    if not corners:
        return
    middle = sum(corners, Vector()) / len(corners)
    for obj in objects:
        glass = {i for i, slot in enumerate(obj.material_slots) if is_transparent(slot.material)}
        panes = [p for p in obj.data.polygons if p.material_index in glass]
        if not panes:
            continue
        points = [obj.matrix_world @ obj.data.vertices[v].co for p in panes for v in p.vertices]
        centre = sum(points, Vector()) / len(points)
        inward = obj.matrix_world.to_3x3() @ panes[0].normal
        inward.z = 0
        if inward.length < 1e-6:
            continue  # a skylight: not a window in a wall
        inward.normalize()
        if inward.dot(middle - centre) < 0:
            inward.negate()
        across = Vector((-inward.y, inward.x, 0.0))
        light = bpy.data.lights.new(f"Portal {obj.name}", "AREA")
        light.shape = "RECTANGLE"
        light.size = max(p.dot(across) for p in points) - min(p.dot(across) for p in points)
        light.size_y = max(p.z for p in points) - min(p.z for p in points)
        light.cycles.is_portal = True
        portal = bpy.data.objects.new(light.name, light)
        portal.location = centre
        portal.rotation_mode = "QUATERNION"
        # An area light shines along its -Z; its Y is the window's height.
        portal.rotation_quaternion = inward.to_track_quat("-Z", "Y")
        bpy.context.scene.collection.objects.link(portal)


# What a camera's meter aims at: the log-average of the scene's light brought to a mid grey that
# Filmic shows a little above the middle, as a photographer exposes an interior.
METER_KEY = 0.2
EXPOSURE_RANGE = (-2.0, 6.0)


def meter_exposure(scene, settings):
    """Meters the shot as a camera does: a small, quick render of the same view, its log-average
    luminance brought to METER_KEY. An interior lit through its windows is dark in physical terms
    (the sun outside is thousands of times brighter), so a fixed exposure shows it black or grey."""
    render = scene.render
    saved = (render.resolution_x, render.resolution_y, scene.cycles.samples, render.filepath)
    image_settings = render.image_settings
    saved_format = (image_settings.file_format, image_settings.color_depth)
    render.resolution_x = max(32, settings["width"] // 10)
    render.resolution_y = max(16, settings["height"] // 10)
    scene.cycles.samples = 8
    image_settings.file_format = "OPEN_EXR"
    image_settings.color_depth = "32"
    path = settings["outputPath"] + ".meter.exr"
    render.filepath = path
    bpy.ops.render.render(write_still=True)
    image = bpy.data.images.load(path)
    pixels = np.empty(len(image.pixels), dtype=np.float32)
    image.pixels.foreach_get(pixels)
    rgb = pixels.reshape(-1, 4)[:, :3]
    luminance = rgb @ np.array([0.2126, 0.7152, 0.0722], dtype=np.float32)
    average = float(np.exp(np.mean(np.log(np.maximum(luminance, 1e-4)))))
    bpy.data.images.remove(image)
    render.resolution_x, render.resolution_y, scene.cycles.samples, render.filepath = saved
    image_settings.file_format, image_settings.color_depth = saved_format
    exposure = math.log2(METER_KEY / average)
    return min(EXPOSURE_RANGE[1], max(EXPOSURE_RANGE[0], exposure))


PASSES = {"image": "Image", "diffuse": "DiffCol", "glossy": "GlossCol", "normal": "Normal"}


def write_passes(scene, directory):
    """Has the compositor write the picture and the passes the denoiser is guided by as EXR files."""
    layer = scene.view_layers[0]
    layer.use_pass_diffuse_color = True
    layer.use_pass_glossy_color = True
    layer.use_pass_normal = True
    scene.use_nodes = True
    tree = scene.node_tree
    for node in list(tree.nodes):
        tree.nodes.remove(node)
    layers = tree.nodes.new("CompositorNodeRLayers")
    composite = tree.nodes.new("CompositorNodeComposite")
    tree.links.new(layers.outputs["Image"], composite.inputs["Image"])
    output = tree.nodes.new("CompositorNodeOutputFile")
    output.base_path = directory
    output.format.file_format = "OPEN_EXR"
    output.format.color_depth = "32"
    output.format.color_mode = "RGB"
    output.file_slots.clear()
    for name, socket in PASSES.items():
        output.file_slots.new(name)
        tree.links.new(layers.outputs[socket], output.inputs[name])


def read_exr(path, width, height):
    image = bpy.data.images.load(path)
    pixels = np.empty(width * height * 4, dtype=np.float32)
    image.pixels.foreach_get(pixels)
    bpy.data.images.remove(image)
    return pixels.reshape(height, width, 4)[..., :3]


def render_denoised(scene, settings):
    """Renders, denoises the light (denoise_image.py) and saves the picture through the scene's view
    transform and exposure, as Blender would have saved it."""
    directory = settings["outputPath"] + ".passes"
    write_passes(scene, directory)
    bpy.ops.render.render(write_still=False)
    width, height = settings["width"], settings["height"]
    frame = f"{scene.frame_current:04d}"
    passes = {name: read_exr(os.path.join(directory, f"{name}{frame}.exr"), width, height) for name in PASSES}
    print("ROOMCRAFT denoising", flush=True)
    albedo = passes["diffuse"] + passes["glossy"]
    clean = denoise_in_strips(passes["image"], albedo, passes["normal"])
    picture = bpy.data.images.new("Denoised", width, height, alpha=True, float_buffer=True)
    rgba = np.concatenate([clean, np.ones((height, width, 1), dtype=np.float32)], axis=2)
    picture.pixels.foreach_set(rgba.ravel())
    picture.save_render(settings["outputPath"], scene=scene)


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
    scene.cycles.seed = settings.get("seed", 0)
    # Spend the samples where the noise is; denoise where the build can (Debian's cannot).
    scene.cycles.use_adaptive_sampling = True
    scene.cycles.adaptive_threshold = 0.02
    has_denoiser = getattr(_cycles, "with_openimagedenoise", False)
    scene.cycles.use_denoising = has_denoiser
    if has_denoiser:
        scene.cycles.denoiser = "OPENIMAGEDENOISE"
    # Rare bright paths (sky seen through a window off a glossy floor) are fireflies a client sees
    # first; clamping indirect light trades a little energy for a clean picture.
    scene.cycles.sample_clamp_indirect = 2.0
    scene.cycles.blur_glossy = 1.0
    scene.cycles.caustics_reflective = False
    scene.cycles.caustics_refractive = False
    scene.view_settings.view_transform = "Filmic"
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
    add_window_portals([o for o in scene.objects if o.type == "MESH"])
    configure(scene, settings)
    device = use_gpu_when_present(scene)
    add_camera(scene, settings["camera"], settings["width"], settings["height"])
    add_light(scene, settings.get("sun"))
    if "exposure" not in settings:
        scene.view_settings.exposure = meter_exposure(scene, settings)
    scene.render.filepath = settings["outputPath"]
    print(
        f"ROOMCRAFT device={device} samples={settings['samples']} exposure={scene.view_settings.exposure:+.2f}",
        flush=True,
    )
    if scene.cycles.use_denoising or settings.get("denoise") is False:
        bpy.ops.render.render(write_still=True)
    else:
        render_denoised(scene, settings)
    print("ROOMCRAFT done", flush=True)


# Imported by bake_lightmaps.py for its helpers; run by Blender as the main script.
if __name__ == "__main__":
    main()
