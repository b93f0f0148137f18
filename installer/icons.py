"""The app's icon (``sprites/assets/icon.png``, 128x128) as the files a build embeds:
``.ico`` for the Windows executable and ``.icns`` for the macOS ``.app``.

Both formats hold PNG images here (Windows Vista and later, macOS 10.7 and later read
them; Pillow writes the same), scaled with pygame, so the build needs no image library
of its own. Run by ``tabletop-five.spec``; ``python -m installer.icons OUTDIR`` writes
both files for looking at.
"""
from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "sprites" / "assets" / "icon.png"

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The .icns element types that hold a PNG of one size (Apple's "icns" format).
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256))


def png_bytes(image: pygame.Surface, size: int) -> bytes:
    """``image`` scaled (smoothly) to ``size`` x ``size`` pixels, as PNG file bytes."""
    scaled = image if image.get_size() == (size, size) else \
        pygame.transform.smoothscale(image, (size, size))
    out = io.BytesIO()
    pygame.image.save(scaled, out, "icon.png")
    return out.getvalue()


def ico_bytes(image: pygame.Surface, sizes=ICO_SIZES) -> bytes:
    """An ``.ico`` file holding ``image`` at each of ``sizes`` (1 to 256 px) as PNG.
    Raises ``ValueError`` for a size outside 1-256."""
    if not sizes or any(not 1 <= s <= 256 for s in sizes):
        raise ValueError(f"an .ico holds sizes of 1 to 256 px, not {sizes}")
    images = [png_bytes(image, s) for s in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))       # reserved, type 1 = icon, count
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in zip(sizes, images):
        side = size % 256                                   # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


def icns_bytes(image: pygame.Surface, types=ICNS_TYPES) -> bytes:
    """An ``.icns`` file holding ``image`` as PNG in each ``(type, size)`` element."""
    body = b""
    for kind, size in types:
        data = png_bytes(image, size)
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(folder: str | os.PathLike, source: Path = SOURCE) -> tuple[Path, Path]:
    """Write ``tabletop-five.ico`` and ``tabletop-five.icns`` made from ``source`` into
    ``folder`` (created if missing); returns their paths. Raises ``pygame.error`` or
    ``OSError`` when the PNG cannot be read or the files cannot be written."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    image = pygame.image.load(str(source))
    ico, icns = folder / "tabletop-five.ico", folder / "tabletop-five.icns"
    ico.write_bytes(ico_bytes(image))
    icns.write_bytes(icns_bytes(image))
    return ico, icns


if __name__ == "__main__":
    for path in write_icons(sys.argv[1] if len(sys.argv) > 1 else "."):
        print(f"wrote {path}")
