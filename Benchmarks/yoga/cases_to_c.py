#!/usr/bin/env python3
"""Writes a C program that times Yoga on the trees of a flexbox case file (FeedBench's case format).

Used by scripts/bench-yoga for Scenarios/layout/yoga-captures.json: each case becomes a C function
that builds its tree with Yoga's public C API, one setter call per style key, and main() times a cold
layout (a freshly built tree) and a cached re-layout of each, as Benchmarks/yoga/huge_nested.c does
for the huge tree. Generated code is written under .build-yoga/ and never committed.

Usage: cases_to_c.py CASES.json OUT.c
"""
import json
import sys

ENUMS = {
    "direction": ("YGNodeStyleSetDirection", {"inherit": "YGDirectionInherit", "ltr": "YGDirectionLTR",
                                              "rtl": "YGDirectionRTL"}),
    "flexDirection": ("YGNodeStyleSetFlexDirection", {
        "column": "YGFlexDirectionColumn", "column-reverse": "YGFlexDirectionColumnReverse",
        "row": "YGFlexDirectionRow", "row-reverse": "YGFlexDirectionRowReverse"}),
    "justifyContent": ("YGNodeStyleSetJustifyContent", {
        "flex-start": "YGJustifyFlexStart", "center": "YGJustifyCenter", "flex-end": "YGJustifyFlexEnd",
        "space-between": "YGJustifySpaceBetween", "space-around": "YGJustifySpaceAround",
        "space-evenly": "YGJustifySpaceEvenly"}),
    "flexWrap": ("YGNodeStyleSetFlexWrap", {"nowrap": "YGWrapNoWrap", "wrap": "YGWrapWrap",
                                            "wrap-reverse": "YGWrapWrapReverse"}),
    "positionType": ("YGNodeStyleSetPositionType", {"static": "YGPositionTypeStatic",
                                                    "relative": "YGPositionTypeRelative",
                                                    "absolute": "YGPositionTypeAbsolute"}),
    "display": ("YGNodeStyleSetDisplay", {"flex": "YGDisplayFlex", "none": "YGDisplayNone",
                                          "contents": "YGDisplayContents"}),
    "overflow": ("YGNodeStyleSetOverflow", {"visible": "YGOverflowVisible", "hidden": "YGOverflowHidden",
                                            "scroll": "YGOverflowScroll"}),
    "boxSizing": ("YGNodeStyleSetBoxSizing", {"border-box": "YGBoxSizingBorderBox",
                                              "content-box": "YGBoxSizingContentBox"}),
}
ALIGN = {"auto": "YGAlignAuto", "flex-start": "YGAlignFlexStart", "center": "YGAlignCenter",
         "flex-end": "YGAlignFlexEnd", "stretch": "YGAlignStretch", "baseline": "YGAlignBaseline",
         "space-between": "YGAlignSpaceBetween", "space-around": "YGAlignSpaceAround",
         "space-evenly": "YGAlignSpaceEvenly"}
for key in ("alignItems", "alignSelf", "alignContent"):
    ENUMS[key] = ("YGNodeStyleSet" + key[0].upper() + key[1:], ALIGN)

# Sizes: the setter's stem; point, percent and (where Yoga has one) auto variants.
SIZES = {"width": "Width", "height": "Height", "minWidth": "MinWidth", "minHeight": "MinHeight",
         "maxWidth": "MaxWidth", "maxHeight": "MaxHeight", "flexBasis": "FlexBasis"}
HAS_AUTO = {"width", "height", "flexBasis"}
EDGES = {"left": "YGEdgeLeft", "top": "YGEdgeTop", "right": "YGEdgeRight", "bottom": "YGEdgeBottom",
         "start": "YGEdgeStart", "end": "YGEdgeEnd", "horizontal": "YGEdgeHorizontal",
         "vertical": "YGEdgeVertical", "all": "YGEdgeAll"}
EDGE_SETS = {"margin": "Margin", "padding": "Padding", "border": "Border", "position": "Position"}
GUTTERS = {"column": "YGGutterColumn", "row": "YGGutterRow", "all": "YGGutterAll"}


class CaseError(Exception):
    pass


def number(value, path):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise CaseError(f"{path}: expected a number")
    return repr(float(value))


def length(value, path):
    """(unit, C number or None) of a {"unit": ..., "value": ...} length."""
    if not isinstance(value, dict) or "unit" not in value:
        raise CaseError(f"{path}: expected a length with a unit")
    unit = value["unit"]
    if unit in ("point", "percent"):
        return unit, number(value.get("value"), f"{path}.value")
    if unit in ("auto", "undefined"):
        return unit, None
    raise CaseError(f"{path}.unit: unknown unit {unit!r}")


def style_calls(style, var, path):
    calls = []
    for key, value in style.items():
        where = f"{path}.{key}"
        if key in ENUMS:
            setter, table = ENUMS[key]
            if value not in table:
                raise CaseError(f"{where}: unknown value {value!r}")
            calls.append(f"{setter}({var}, {table[value]});")
        elif key in ("flexGrow", "flexShrink", "aspectRatio"):
            calls.append(f"YGNodeStyleSet{key[0].upper() + key[1:]}({var}, {number(value, where)});")
        elif key in SIZES:
            unit, amount = length(value, where)
            stem = SIZES[key]
            if unit == "point":
                calls.append(f"YGNodeStyleSet{stem}({var}, {amount});")
            elif unit == "percent":
                calls.append(f"YGNodeStyleSet{stem}Percent({var}, {amount});")
            elif unit == "auto" and key in HAS_AUTO:
                calls.append(f"YGNodeStyleSet{stem}Auto({var});")
            elif unit != "undefined":
                raise CaseError(f"{where}: {unit} is not a value of {key}")
        elif key in EDGE_SETS:
            if not isinstance(value, dict):
                raise CaseError(f"{where}: expected edges")
            stem = EDGE_SETS[key]
            for edge, edge_value in value.items():
                if edge not in EDGES:
                    raise CaseError(f"{where}.{edge}: unknown edge")
                unit, amount = length(edge_value, f"{where}.{edge}")
                if unit == "point":
                    calls.append(f"YGNodeStyleSet{stem}({var}, {EDGES[edge]}, {amount});")
                elif unit == "percent" and key != "border":
                    calls.append(f"YGNodeStyleSet{stem}Percent({var}, {EDGES[edge]}, {amount});")
                elif unit == "auto" and key in ("margin", "position"):
                    calls.append(f"YGNodeStyleSet{stem}Auto({var}, {EDGES[edge]});")
                elif unit != "undefined":
                    raise CaseError(f"{where}.{edge}: {unit} is not a value of {key}")
        elif key == "gap":
            for gutter, gap_value in value.items():
                if gutter not in GUTTERS:
                    raise CaseError(f"{where}.{gutter}: unknown gutter")
                unit, amount = length(gap_value, f"{where}.{gutter}")
                if unit == "point":
                    calls.append(f"YGNodeStyleSetGap({var}, {GUTTERS[gutter]}, {amount});")
                elif unit == "percent":
                    calls.append(f"YGNodeStyleSetGapPercent({var}, {GUTTERS[gutter]}, {amount});")
                elif unit != "undefined":
                    raise CaseError(f"{where}.{gutter}: {unit} is not a value of gap")
        else:
            raise CaseError(f"{where}: unknown style property")
    return calls


def emit_node(node, lines, counter, path):
    var = f"n{counter[0]}"
    counter[0] += 1
    lines.append(f"  YGNodeRef {var} = YGNodeNew();")
    lines.extend("  " + call for call in style_calls(node.get("style", {}), var, f"{path}.style"))
    for index, child in enumerate(node.get("children", [])):
        child_var = emit_node(child, lines, counter, f"{path}.children[{index}]")
        lines.append(f"  YGNodeInsertChild({var}, {child_var}, {index});")
    return var


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: cases_to_c.py CASES.json OUT.c")
    source, out = sys.argv[1], sys.argv[2]
    with open(source) as handle:
        cases = json.load(handle)
    functions, table = [], []
    try:
        for number_, case in enumerate(cases):
            lines = []
            root = emit_node(case["root"], lines, [0], f"$[{number_}].root")
            functions.append(f"static YGNodeRef build_{number_}(void) {{\n" + "\n".join(lines)
                             + f"\n  return {root};\n}}\n")
            table.append(f'  {{"{case["name"]}", {case.get("nodeCount", 0)}, build_{number_}}},')
    except CaseError as error:
        sys.exit(f"cases_to_c.py: {source}: {error}")
    with open(out, "w") as handle:
        handle.write(PROLOGUE + "\n".join(functions)
                     + "static const struct Case cases[] = {\n" + "\n".join(table) + "\n};\n" + EPILOGUE)


PROLOGUE = """// Generated by Benchmarks/yoga/cases_to_c.py; do not edit.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <yoga/Yoga.h>

struct Case { const char *name; int nodes; YGNodeRef (*build)(void); };

"""

EPILOGUE = """
static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  int iterations = argc > 1 ? atoi(argv[1]) : 20;
  if (iterations < 1) iterations = 1;
  double *cold = calloc((size_t)iterations, sizeof(double));
  double *cached = calloc((size_t)iterations, sizeof(double));
  for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
    for (int i = 0; i < iterations; i++) {
      YGNodeRef root = cases[c].build();
      double start = now();
      YGNodeCalculateLayout(root, YGUndefined, YGUndefined, YGDirectionLTR);
      cold[i] = now() - start;
      start = now();
      YGNodeCalculateLayout(root, YGUndefined, YGUndefined, YGDirectionLTR);
      cached[i] = now() - start;
      YGNodeFreeRecursive(root);
    }
    qsort(cold, (size_t)iterations, sizeof(double), compare);
    qsort(cached, (size_t)iterations, sizeof(double), compare);
    printf("yoga: %s: %d nodes: cold layout median %.3f ms (min %.3f ms), cached re-layout median %.2f us\\n",
           cases[c].name, cases[c].nodes, cold[iterations / 2] * 1e3, cold[0] * 1e3, cached[iterations / 2] * 1e6);
  }
  free(cold);
  free(cached);
  return 0;
}
"""

if __name__ == "__main__":
    main()
