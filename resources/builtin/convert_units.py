#!/usr/bin/env python3
# 显示名称：单位换算
# Display name: Unit converter
# Description: Convert lengths, weights or temperatures. Use when the user gives a list of numbers in one unit and wants another; answers a compact table, or JSON with format=json.
# 描述：把一组数值从一个单位换算成另一个单位（长度、重量、温度）。
# Group: utilities, examples
# Permission: read_only
# Timeout: 10
# Parameters:
# {
#   "type": "object",
#   "properties": {
#     "kind": {"type": "string", "enum": ["length", "weight", "temperature"], "description": "what is measured", "描述": "测量的是什么",
#               "x-enum-labels": {"zh_CN": {"length": "长度", "weight": "重量", "temperature": "温度"}}},
#     "from_unit": {"type": "string", "description": "unit of the values, e.g. km, lb, C", "描述": "这些数值的单位，例如 km、lb、C"},
#     "to_unit": {"type": "string", "description": "unit to convert to, e.g. mi, kg, F", "描述": "要换算成的单位，例如 mi、kg、F"},
#     "values": {"type": "array", "items": {"type": "number"}, "minItems": 1, "description": "numbers to convert", "描述": "要换算的数值"},
#     "precision": {"type": "integer", "minimum": 0, "maximum": 10, "default": 2, "description": "decimal places", "描述": "小数位数"},
#     "json": {"type": "boolean", "default": false, "description": "answer as JSON instead of a table", "描述": "用 JSON 而不是表格回答"}
#   },
#   "required": ["kind", "from_unit", "to_unit", "values"]
# }
"""A ScriptDeck example: arguments arrive as one JSON object on stdin (also in MIYU_ARGS_JSON)."""
import json
import os
import sys

FACTORS = {
    "length": {"mm": 0.001, "cm": 0.01, "m": 1.0, "km": 1000.0, "in": 0.0254, "ft": 0.3048, "mi": 1609.344},
    "weight": {"g": 0.001, "kg": 1.0, "t": 1000.0, "oz": 0.028349523125, "lb": 0.45359237},
}


def fail(error, fix=None, code=2):
    print(json.dumps({"ok": False, "error": error, "fix": fix}, ensure_ascii=False))
    sys.exit(code)


def to_kelvin(value, unit):
    return {"K": value, "C": value + 273.15, "F": (value - 32) * 5 / 9 + 273.15}[unit]


def from_kelvin(value, unit):
    return {"K": value, "C": value - 273.15, "F": (value - 273.15) * 9 / 5 + 32}[unit]


def convert(kind, value, src, dst):
    if kind == "temperature":
        return from_kelvin(to_kelvin(value, src), dst)
    table = FACTORS[kind]
    return value * table[src] / table[dst]


def main():
    args = json.loads(os.environ.get("MIYU_ARGS_JSON") or sys.stdin.read() or "{}")
    kind, src, dst = args.get("kind"), args.get("from_unit"), args.get("to_unit")
    known = ["K", "C", "F"] if kind == "temperature" else list(FACTORS.get(kind, {}))
    for unit in (src, dst):
        if unit not in known:
            fail(f"unknown {kind} unit: {unit}", f"use one of: {', '.join(known)}")
    digits = int(args.get("precision", 2))
    results = [round(convert(kind, float(v), src, dst), digits) for v in args.get("values", [])]
    if args.get("json"):
        print(json.dumps({"ok": True, "from": src, "to": dst, "results": results}))
        return
    for value, result in zip(args.get("values", []), results):
        print(f"{value} {src} = {result} {dst}")


if __name__ == "__main__":
    main()
