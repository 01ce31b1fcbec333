"""Bakes a glTF scene's lighting into one light-map atlas and writes a GLB a plain viewer shows lit
without lights, plus a small preview picture. Called by the worker as:
blender -b --factory-startup --python-exit-code 1 --python bake_lightmaps.py -- settings.json
"""
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bmesh  # noqa: E402
import bpy  # noqa: E402
import numpy as np  # noqa: E402

# The render script's helpers (it also applies the np.bool fix the glTF importer needs).
import render_scene  # noqa: E402

# Pixels of bleed around every island so bilinear filtering never reads the empty atlas.
MARGIN_PX = 4
# Reinhard's curve with this white point keeps mid-grey near where Filmic puts it in the renders.
WHITE_POINT = 4.0


def progress(fraction):
    print(f"ROOMCRAFT progress {fraction:.3f}", flush=True)


def is_transparent(material):
    return material is not None and material.blend_method != "OPAQUE"


def mesh_objects():
    return [o for o in bpy.context.scene.objects if o.type == "MESH"]


def flatten(objects):
    """Every mesh gets its own data and its world transform applied, so they can be joined."""
    bpy.ops.object.select_all(action="DESELECT")
    for obj in objects:
        obj.select_set(True)
    bpy.context.view_layer.objects.active = objects[0]
    # Placements of one product share a mesh; light maps need each its own UVs.
    bpy.ops.object.make_single_user(type="SELECTED_OBJECTS", object=True, obdata=True)
    bpy.ops.object.parent_clear(type="CLEAR_KEEP_TRANSFORM")
    bpy.ops.object.transform_apply(location=True, rotation=True, scale=True)


def join(objects, name):
    bpy.ops.object.select_all(action="DESELECT")
    for obj in objects:
        obj.select_set(True)
    bpy.context.view_layer.objects.active = objects[0]
    if len(objects) > 1:
        bpy.ops.object.join()
    joined = bpy.context.view_layer.objects.active
    joined.name = name
    return joined


def drop_transparent_faces(obj):
    """Glass is left out of the walk-through: a window is an opening the viewer looks through."""
    glass = {i for i, slot in enumerate(obj.material_slots) if is_transparent(slot.material)}
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
    bpy.ops.object.select_all(action="DESELECT")
    for obj in objects:
        obj.select_set(True)
    bpy.context.view_layer.objects.active = objects[0]
    bpy.ops.object.mode_set(mode="EDIT")
    bpy.ops.mesh.select_all(action="SELECT")
    bpy.ops.uv.smart_project(angle_limit=math.radians(66), island_margin=2 * MARGIN_PX / size)
    bpy.ops.object.mode_set(mode="OBJECT")


def bake(objects, size, samples):
    scene = bpy.context.scene
    scene.cycles.samples = samples
    # Adaptive sampling does not apply to baking; a few more bounces carry light round the room.
    scene.cycles.max_bounces = 6
    scene.cycles.diffuse_bounces = 4
    target = bpy.data.images.new("LightmapLinear", size, size, float_buffer=True, alpha=False)
    for obj in objects:
        for slot in obj.material_slots:
            material = slot.material
            if material is None:
                material = bpy.data.materials.new("Unassigned")
                material.use_nodes = True
                slot.material = material
            material.use_nodes = True
            node = material.node_tree.nodes.new("ShaderNodeTexImage")
            node.image = target
            material.node_tree.nodes.active = node
    bpy.ops.object.select_all(action="DESELECT")
    for obj in objects:
        obj.select_set(True)
    bpy.context.view_layer.objects.active = objects[0]
    bake_settings = scene.render.bake
    bake_settings.margin = MARGIN_PX
    bake_settings.use_clear = True
    # Diffuse light, direct and bounced, times the surface colour: what a matte wall shows from any side.
    bpy.ops.object.bake(
        type="DIFFUSE", pass_filter={"DIRECT", "INDIRECT", "COLOR"}, margin=MARGIN_PX, use_clear=True
    )
    return target


def tone_map(linear, path, exposure):
    """Scene-linear light to display sRGB bytes, saved as PNG for the exported material."""
    size = linear.size[0]
    pixels = np.empty(size * size * 4, dtype=np.float32)
    linear.pixels.foreach_get(pixels)
    rgba = pixels.reshape(-1, 4)
    x = np.maximum(rgba[:, :3] * (2.0**exposure), 0.0)
    mapped = x * (1.0 + x / (WHITE_POINT * WHITE_POINT)) / (1.0 + x)
    encoded = np.where(mapped <= 0.0031308, mapped * 12.92, 1.055 * np.power(mapped, 1 / 2.4) - 0.055)
    rgba[:, :3] = np.clip(encoded, 0.0, 1.0)
    rgba[:, 3] = 1.0
    image = bpy.data.images.new("Lightmap", size, size, alpha=False)
    image.pixels.foreach_set(rgba.ravel())
    image.filepath_raw = path
    image.file_format = "PNG"
    image.save()
    return image


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


def export(objects, path):
    bpy.ops.object.select_all(action="DESELECT")
    for obj in objects:
        obj.select_set(True)
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
    ceilings = [o for o in meshes if o.name.startswith("ceiling-")]
    rest = [o for o in meshes if not o.name.startswith("ceiling-")]
    targets = [join(rest, "Room")] if rest else []
    # Ceilings stay apart so the preview can look down through them.
    ceiling = join(ceilings, "Ceiling") if ceilings else None
    if ceiling is not None:
        targets.append(ceiling)
    unwrap(targets, size)
    progress(0.1)
    linear = bake(targets, size, settings["samples"])
    progress(0.85)
    image = tone_map(linear, settings["lightmapPath"], settings.get("exposure", 0.0))
    for obj in targets:
        drop_transparent_faces(obj)
    apply_baked(targets, baked_material(image))
    export(targets, settings["outputPath"])
    progress(0.92)
    render_preview(settings, ceiling)
    progress(1.0)
    print("ROOMCRAFT done", flush=True)


main()
