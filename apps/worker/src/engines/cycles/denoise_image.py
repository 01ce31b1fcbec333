"""A denoiser for builds without OpenImageDenoise (Debian's Blender 3.4): an edge-avoiding à-trous
filter (Dammertz et al. 2010) of the light alone, guided by the surfaces' colour and normals.

The picture is split into the surfaces' colour (albedo: diffuse plus glossy colour passes) and the
light that falls on them (picture / albedo); the light is smoothed where the neighbouring pixel shows
the same kind of surface facing the same way and is lit alike, then multiplied back by the sharp
colour. Texture, edges and shadow boundaries stay; the grain of the light goes.
"""
import numpy as np

# Four passes of a 5 × 5 kernel whose taps spread 1, 2, 4, 8 pixels apart: an effective reach of
# about 30 pixels at 100 taps a pixel.
STEPS = (1, 2, 4, 8)
KERNEL = np.array([1 / 16, 1 / 4, 3 / 8, 1 / 4, 1 / 16], dtype=np.float32)
SIGMA_ALBEDO = 0.08
SIGMA_NORMAL = 0.1
# Light is compared in log space, so a sunlit patch beside shade (several times brighter) stays apart
# while the grain within one of them (tens of per cent) is smoothed.
SIGMA_LIGHT = 0.3
MIN_ALBEDO = 0.02
LUMINANCE = np.array([0.2126, 0.7152, 0.0722], dtype=np.float32)
# A pixel lit this many times more than the median of its 3 × 3 neighbours is a firefly: one rare
# path that found the sun or a lamp, which the light's own edge-stopping would otherwise keep.
FIREFLY = 4.0


def shifted(a, dy, dx):
    """`a` moved by (dy, dx) with its edges repeated."""
    h, w = a.shape[:2]
    ys = np.clip(np.arange(h) + dy, 0, h - 1)
    xs = np.clip(np.arange(w) + dx, 0, w - 1)
    return a[ys][:, xs]


def suppress_fireflies(light):
    log = np.log(np.maximum(light @ LUMINANCE, 1e-5))
    around = np.median(np.stack([shifted(log, dy, dx) for dy in (-1, 0, 1) for dx in (-1, 0, 1)]), axis=0)
    excess = np.maximum(0.0, log - around - np.log(FIREFLY))
    return light * np.exp(-excess)[..., None]


def denoise(color, albedo, normal):
    """color, albedo, normal: float32 arrays (h, w, 3), linear. Answers the denoised color."""
    albedo = np.clip(albedo, 0.0, 1.0)
    # Where nothing reflects (sky, glass, emitters) the light is the picture itself.
    bare = albedo.max(axis=2, keepdims=True) < MIN_ALBEDO
    safe = np.where(bare, 1.0, np.maximum(albedo, MIN_ALBEDO))
    light = suppress_fireflies(color / safe)
    log_light = np.log(np.maximum(light @ LUMINANCE, 1e-5))
    for step in STEPS:
        total = np.zeros_like(light)
        weights = np.zeros(light.shape[:2], dtype=np.float32)
        for i, ky in enumerate(KERNEL):
            for j, kx in enumerate(KERNEL):
                dy, dx = (i - 2) * step, (j - 2) * step
                n_light = shifted(light, dy, dx)
                d_albedo = np.sum((shifted(albedo, dy, dx) - albedo) ** 2, axis=2)
                d_normal = np.maximum(0.0, 1.0 - np.sum(shifted(normal, dy, dx) * normal, axis=2))
                d_light = (shifted(log_light, dy, dx) - log_light) ** 2
                w = (
                    ky
                    * kx
                    * np.exp(
                        -d_albedo / (2 * SIGMA_ALBEDO**2)
                        - d_normal / SIGMA_NORMAL
                        - d_light / (2 * SIGMA_LIGHT**2)
                    )
                )
                total += n_light * w[..., None]
                weights += w
        light = total / np.maximum(weights, 1e-8)[..., None]
        log_light = np.log(np.maximum(light @ LUMINANCE, 1e-5))
    return (light * safe).astype(np.float32)


# The filter reaches 2 × (1 + 2 + 4 + 8 + 16) pixels; strips overlap by that much, so a large picture
# (an 8K shot, a 24K panorama) is denoised a band of rows at a time in bounded memory.
REACH = 2 * sum(STEPS)
STRIP = 512


def denoise_in_strips(color, albedo, normal):
    h = color.shape[0]
    out = np.empty_like(color)
    for top in range(0, h, STRIP):
        lo, hi = max(0, top - REACH), min(h, top + STRIP + REACH)
        band = denoise(color[lo:hi], albedo[lo:hi], normal[lo:hi])
        out[top : min(h, top + STRIP)] = band[top - lo : top - lo + min(STRIP, h - top)]
    return out
