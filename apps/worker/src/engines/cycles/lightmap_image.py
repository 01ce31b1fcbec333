"""Turns the baked passes into the light-map atlas: the light smoothed within each UV island (Debian's
Blender has no denoiser), metered on the floor, times the surface colour, tone-mapped to sRGB."""
import math

import bpy
import numpy as np

# How far (in texels) direct and bounced light are smoothed to hide the noise of few samples.
DIRECT_SIGMA_PX = 1.0
INDIRECT_SIGMA_PX = 3.0
# Metering: the floor's average light is brought to this (a 50 % grey floor then reads as mid-grey on
# screen), within these stops.
FLOOR_LIGHT = 0.8
EXPOSURE_LIMITS = (-1.0, 5.0)
# Reinhard's curve with this white point keeps mid-grey near where Filmic puts it in the renders.
WHITE_POINT = 4.0


def exposure_for(light, floor_texels):
    """Stops that bring the average light on the floor to FLOOR_LIGHT, as a camera meters a room:
    a room lit through one window is opened up, a sunny one toned down (within limits). The
    average, not the median: shade under furniture must not make a lit room look dark."""
    if floor_texels is None or not floor_texels.any():
        return 0.0
    luminance = light @ np.array([0.2126, 0.7152, 0.0722], dtype=np.float32)
    average = float(luminance[floor_texels].mean())
    if average <= 0:
        return EXPOSURE_LIMITS[1]
    return min(EXPOSURE_LIMITS[1], max(EXPOSURE_LIMITS[0], math.log2(FLOOR_LIGHT / average)))


def gaussian(values, sigma):
    """A separable Gaussian blur of an (H, W, C) array, zero beyond its edges."""
    radius = int(math.ceil(2 * sigma))
    weights = np.exp(-0.5 * (np.arange(-radius, radius + 1) / sigma) ** 2)
    weights /= weights.sum()
    for axis in (0, 1):
        padding = [(0, 0)] * values.ndim
        padding[axis] = (radius, radius)
        padded = np.pad(values, padding)
        length = values.shape[axis]
        values = sum(
            w * np.take(padded, np.arange(k, k + length), axis=axis) for k, w in enumerate(weights)
        )
    return values


def within_islands(values, covered, sigma):
    """Blurs only among the texels of the islands (normalised convolution) and spreads a little past
    their edges, so bilinear filtering at a seam reads the island's own light. Islands lie further
    apart than the blur reaches, so light never crosses from one surface to another."""
    weight = gaussian(covered[..., None].astype(np.float32), sigma)
    blurred = gaussian(values * covered[..., None], sigma) / np.maximum(weight, 1e-6)
    return np.where(weight > 1e-3, blurred, 0.0)


def compose(colour, direct, indirect, floor_texels, path, exposure):
    """Colour times smoothed light, metered on the floor, tone-mapped to display sRGB and saved as
    the atlas PNG. Returns the image and the exposure used."""
    covered = colour[..., 3] > 0.5
    # Without a denoiser in Debian's Blender, the light is smoothed within each island; colour stays sharp.
    smooth_light = within_islands(direct[..., :3], covered, DIRECT_SIGMA_PX) + within_islands(
        indirect[..., :3], covered, INDIRECT_SIGMA_PX
    )
    exposure += exposure_for(smooth_light, floor_texels)
    spread_colour = within_islands(colour[..., :3], covered, 1.0)
    albedo = np.where(covered[..., None], colour[..., :3], spread_colour)
    x = np.maximum(albedo * smooth_light * (2.0**exposure), 0.0)
    mapped = x * (1.0 + x / (WHITE_POINT * WHITE_POINT)) / (1.0 + x)
    encoded = np.where(mapped <= 0.0031308, mapped * 12.92, 1.055 * np.power(mapped, 1 / 2.4) - 0.055)
    height, width = covered.shape
    rgba = np.ones((height, width, 4), dtype=np.float32)
    rgba[..., :3] = np.clip(encoded, 0.0, 1.0)
    image = bpy.data.images.new("Lightmap", width, height, alpha=False)
    image.pixels.foreach_set(rgba.ravel())
    image.filepath_raw = path
    image.file_format = "PNG"
    image.save()
    return image, exposure
