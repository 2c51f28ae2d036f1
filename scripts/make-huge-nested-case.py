#!/usr/bin/env python3
"""Writes Scenarios/layout/huge-nested.json: the layout benchmark tree, in the conformance case format.

11,111 nodes: a 1000 x 1000 root and four levels of 10 children, alternating row and column (the root is
a column, so its children are rows), every child flex-grow 1, leaves 10 x 10 points. The expected frames
follow from the sizes (every level exactly fills its parent), so the file is also a correctness check.
Deterministic: the same bytes every run.
"""
import json
import pathlib

LEVELS = 4
FANOUT = 10
LEAF = 10.0


def build(node_id, depth, expected, frame):
    expected[node_id] = dict(zip(("left", "top", "width", "height"), frame))
    if depth == LEVELS:
        return {"id": node_id, "style": {"flexGrow": 1, "width": {"unit": "point", "value": LEAF},
                                         "height": {"unit": "point", "value": LEAF}}, "children": []}
    is_row = depth % 2 == 1  # the root (depth 0) is a column; depth 1 nodes are rows, and so on
    width, height = frame[2], frame[3]
    children = []
    for index in range(FANOUT):
        if is_row:
            step = width / FANOUT
            child_frame = (index * step, 0.0, step, height)
        else:
            step = height / FANOUT
            child_frame = (0.0, index * step, width, step)
        children.append(build(f"{node_id}_{index}", depth + 1, expected, child_frame))
    style = {"flexDirection": "row"} if is_row else {}
    if depth == 0:
        style.update({"width": {"unit": "point", "value": 1000}, "height": {"unit": "point", "value": 1000}})
    else:
        style["flexGrow"] = 1
    return {"id": node_id, "style": style, "children": children}


def main():
    expected = {}
    root = build("n", 0, expected, (0.0, 0.0, 1000.0, 1000.0))
    case = {
        "name": "huge_nested",
        "source": "scripts/make-huge-nested-case.py",
        "features": ["nested", "flexGrow", "flex-direction:row"],
        "nodeCount": len(expected),
        "root": root,
        "expected": expected,
    }
    out = pathlib.Path(__file__).resolve().parent.parent / "Scenarios" / "layout" / "huge-nested.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(case, separators=(",", ":"), sort_keys=True) + "\n")
    print(f"wrote {out} ({len(expected)} nodes)")


if __name__ == "__main__":
    main()
