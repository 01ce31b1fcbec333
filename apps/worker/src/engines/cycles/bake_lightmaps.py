"""Bakes a glTF scene's lighting into one light-map atlas and writes a GLB a plain viewer shows lit
without lights, plus a small preview picture. Called by the worker as:
blender -b --factory-startup --python-exit-code 1 --python bake_lightmaps.py -- settings.json
"""
import json
import math
import os
import sys

# The helpers beside this script are imported from the source tree; it stays free of bytecode.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bmesh  # noqa: E402
import bpy  # noqa: E402
import numpy as np  # noqa: E402
from mathutils import Vector  # noqa: E402

# The render script's helpers (it also applies the np.bool fix the glTF importer needs).
import render_scene  # noqa: E402
from lightmap_image import INDIRECT_SIGMA_PX, compose  # noqa: E402

# Texels between islands in the atlas: more than the smoothing reaches (2 sigma), so a surface
# never takes light from its neighbour in the atlas.
ISLAND_GAP_PX = math.ceil(2 * INDIRECT_SIGMA_PX) + 2


def progress(fraction):
    print(f"ROOMCRAFT progress {fraction:.3f}", flush=True)


def mesh_objects():
    return [o for o in bpy.context.scene.objects if o.type == "MESH"]


def select(objects):
    bpy.ops.object.select_all(action="DESELECT")
    for obj in objects:
        obj.select_set(True)
    bpy.context.view_layer.objects.active = objects[0]


def flatten(objects):
    """Every mesh gets its own data and its world transform applied, so they can be joined."""
    select(objects)
    # Placements of one product share a mesh; light maps need each its own UVs.
    bpy.ops.object.make_single_user(type="SELECTED_OBJECTS", object=True, obdata=True)
    bpy.ops.object.parent_clear(type="CLEAR_KEEP_TRANSFORM")
    bpy.ops.object.transform_apply(location=True, rotation=True, scale=True)


def join(objects, name):
    select(objects)
    if len(objects) > 1:
        bpy.ops.object.join()
    joined = bpy.context.view_layer.objects.active
    joined.name = name
    return joined


def drop_transparent_faces(obj):
    """Glass is left out of the walk-through: a window is an opening the viewer looks through."""
    glass = {i for i, slot in enumerate(obj.material_slots) if render_scene.is_transparent(slot.material)}
    if not glass:
        return
    mesh = bmesh.new()
    mesh.from_mesh(obj.data)
    bmesh.ops.delete(mesh, geom=[f for f in mesh.faces if f.material_index in glass], context="FACES")
    mesh.to_mesh(obj.data)
    mesh.free()


def unwrap(objects, size):
    """One atlas for all: a light-map UV set per mesh, islands packed together by Smart UV Project."""
    for obj in objects:
        layers = obj.data.uv_layers
        original = layers.active
        lightmap = layers.new(name="Lightmap")
        # Bake writes through the active UV set; textures keep reading the original one.
        layers.active = lightmap
        if original is not None:
            original.active_render = True
    select(objects)
    bpy.ops.object.mode_set(mode="EDIT")
    bpy.ops.mesh.select_all(action="SELECT")
    bpy.ops.uv.smart_project(angle_limit=math.radians(66), island_margin=ISLAND_GAP_PX / size)
    bpy.ops.object.mode_set(mode="OBJECT")


def bake_pass(objects, image, passes, samples):
    """Bakes diffuse passes into `image` at the light-map UVs; texels outside every island keep alpha 0."""
    for obj in objects:
        for slot in obj.material_slots:
            slot.material.node_tree.nodes.active.image = image
    bpy.context.scene.cycles.samples = samples
    bpy.ops.object.bake(type="DIFFUSE", pass_filter=passes, margin=0, use_clear=True)
    pixels = np.empty(image.size[0] * image.size[1] * 4, dtype=np.float32)
    image.pixels.foreach_get(pixels)
    return pixels.reshape(image.size[1], image.size[0], 4)


def bake(objects, size, samples, floor):
    """The surface colour and the light falling on it, baked apart (only the light is noisy), and
    which texels are floor, to expose the room by the light on its floor."""
    scene = bpy.context.scene
    # A few more bounces carry the light round the room.
    scene.cycles.max_bounces = 6
    scene.cycles.diffuse_bounces = 4
    for obj in objects:
        for index, slot in enumerate(obj.material_slots):
            if slot.material is None:
                slot.material = bpy.data.materials.new(f"Unassigned{index}")
            material = slot.material
            material.use_nodes = True
            node = material.node_tree.nodes.new("ShaderNodeTexImage")
            material.node_tree.nodes.active = node
    floor_texels = None
    if floor is not None:
        select([floor])
        floor_texels = bake_pass(objects, new_float_image("Floor", size), {"COLOR"}, 1)[..., 3] > 0.5
    select(objects)
    colour = bake_pass(objects, new_float_image("Albedo", size), {"COLOR"}, 1)
    progress(0.15)
    # Direct light (sun, lamps, sky through the portals) converges fast and keeps sharp shadows;
    # bounced light is the noisy part and changes slowly across a surface, so it is smoothed more.
    direct = bake_pass(objects, new_float_image("Direct", size), {"DIRECT"}, max(1, samples // 2))
    progress(0.4)
    indirect = bake_pass(objects, new_float_image("Indirect", size), {"INDIRECT"}, samples)
    return colour, direct, indirect, floor_texels


def new_float_image(name, size):
    return bpy.data.images.new(name, size, size, float_buffer=True, alpha=True)


def baked_material(image):
    """A texture straight into the output: Cycles reads it as emission, the glTF exporter as unlit."""
    material = bpy.data.materials.new("Baked")
    material.use_nodes = True
    nodes = material.node_tree.nodes
    nodes.clear()
    texture = nodes.new("ShaderNodeTexImage")
    texture.image = image
    uv = nodes.new("ShaderNodeUVMap")
    uv.uv_map = "Lightmap"
    output = nodes.new("ShaderNodeOutputMaterial")
    material.node_tree.links.new(uv.outputs["UV"], texture.inputs["Vector"])
    material.node_tree.links.new(texture.outputs["Color"], output.inputs["Surface"])
    return material


def apply_baked(objects, material):
    for obj in objects:
        mesh = obj.data
        mesh.materials.clear()
        mesh.materials.append(material)
        mesh.polygons.foreach_set("material_index", [0] * len(mesh.polygons))
        for layer in [layer for layer in mesh.uv_layers if layer.name != "Lightmap"]:
            mesh.uv_layers.remove(layer)
        mesh.update()


def render_preview(settings, ceiling):
    """A small bird's view of the baked result for the gallery: emission only, ceilings unseen."""
    scene = bpy.context.scene
    for obj in scene.objects:
        if obj.type == "LIGHT":
            obj.hide_render = True
    if ceiling is not None:
        ceiling.visible_camera = False
    preview = settings["preview"]
    scene.cycles.samples = 4
    scene.cycles.max_bounces = 0
    scene.render.resolution_x = preview["width"]
    scene.render.resolution_y = preview["height"]
    render_scene.add_camera(scene, preview["camera"], preview["width"], preview["height"])
    scene.render.filepath = preview["outputPath"]
    bpy.ops.render.render(write_still=True)


def add_walk_start(point):
    """An empty the viewer finds by name: where the walk begins, on the floor."""
    start = bpy.data.objects.new("WalkStart", None)
    start.location = render_scene.to_blender(point)
    bpy.context.scene.collection.objects.link(start)
    return start


def export(objects, path):
    select(objects)
    bpy.ops.export_scene.gltf(
        filepath=path,
        export_format="GLB",
        use_selection=True,
        export_lights=False,
        export_cameras=False,
        export_texcoords=True,
        export_normals=False,
        export_yup=True,
    )


def main():
    settings = json.load(open(sys.argv[sys.argv.index("--") + 1]))
    size = settings["size"]
    bpy.ops.wm.read_factory_settings(use_empty=True)
    render_scene.import_scene(settings["scenePath"])
    render_scene.set_lamp_power()
    scene = bpy.context.scene
    render_scene.configure(scene, {"samples": settings["samples"], "width": 64, "height": 64})
    device = render_scene.use_gpu_when_present(scene)
    render_scene.add_light(scene, settings.get("sun"))
    print(f"ROOMCRAFT bake device={device} size={size} samples={settings['samples']}", flush=True)

    meshes = mesh_objects()
    if not meshes:
        raise SystemExit("the scene has nothing to bake")
    flatten(meshes)
    render_scene.add_window_portals(meshes)
    # Floors and ceilings stay apart: the floor meters the exposure, the preview looks through ceilings.
    def group(obj):
        return next((name for name in ("Floor", "Ceiling") if obj.name.startswith(f"{name.lower()}-")), "Room")

    groups = {}
    for obj in meshes:
        groups.setdefault(group(obj), []).append(obj)
    joined = {name: join(objects, name) for name, objects in groups.items()}
    targets = list(joined.values())
    unwrap(targets, size)
    progress(0.1)
    colour, direct, indirect, floor_texels = bake(targets, size, settings["samples"], joined.get("Floor"))
    progress(0.85)
    image, exposure = compose(
        colour, direct, indirect, floor_texels, settings["lightmapPath"], settings.get("exposure", 0.0)
    )
    print(f"ROOMCRAFT exposure {exposure:+.2f}", flush=True)
    for obj in targets:
        drop_transparent_faces(obj)
    apply_baked(targets, baked_material(image))
    start = [add_walk_start(settings["walkStart"])] if settings.get("walkStart") else []
    export(targets + start, settings["outputPath"])
    progress(0.92)
    render_preview(settings, joined.get("Ceiling"))
    progress(1.0)
    print("ROOMCRAFT done", flush=True)


main()
