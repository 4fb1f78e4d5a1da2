#!/usr/bin/env python3
# 显示名称：颜色色卡
# Display name: Color swatch
# Description: Draw a color swatch as a PNG picture. Use to preview a hex color; shows how tools return images.
# 描述：画一张 PNG 色卡。用来预览十六进制颜色；也演示工具如何返回图片。
# Group: media, examples
# Permission: read_only
# Timeout: 20
# Parameters: {"type":"object","properties":{"color":{"type":"string","pattern":"^#?[0-9A-Fa-f]{6}$","default":"#3d7eff","description":"hex color such as #ff8800","描述":"十六进制颜色，例如 #ff8800"},"size":{"type":"integer","minimum":8,"maximum":512,"default":96,"description":"edge length in pixels","描述":"边长（像素）"}}}
"""A ScriptDeck example: writes a PNG under $MIYU_SCRIPT_CACHE_DIR and returns it with a MIYU-IMAGE: line."""
import json
import os
import struct
import sys
import zlib


def png(width, height, rgb):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    row = b"\x00" + bytes(rgb) * width
    raw = row * height
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def main():
    args = json.loads(os.environ.get("MIYU_ARGS_JSON") or sys.stdin.read() or "{}")
    color = str(args.get("color", "#3d7eff")).lstrip("#")
    size = int(args.get("size", 96))
    try:
        rgb = bytes.fromhex(color)
        assert len(rgb) == 3
    except (ValueError, AssertionError):
        print(json.dumps({"ok": False, "error": f"not a hex color: {color}", "fix": "use six hex digits, e.g. #ff8800"}))
        sys.exit(2)
    cache = os.environ.get("MIYU_SCRIPT_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")), "scriptdeck-examples")
    folder = os.path.join(cache, "color_swatch")
    os.makedirs(folder, exist_ok=True)
    name = f"swatch_{color.lower()}_{size}.png"
    with open(os.path.join(folder, name), "wb") as handle:
        handle.write(png(size, size, rgb))
    print(f"#{color.lower()} = rgb{tuple(rgb)}")
    print(f"MIYU-IMAGE: color_swatch/{name} | swatch #{color.lower()}")


if __name__ == "__main__":
    main()
