// Times Yoga on the same tree as Scenarios/layout/huge-nested.json, so FeedBench's engine can be compared
// with it in one run on one machine. Built and run by scripts/bench-yoga against the Yoga library that
// the pyyoga wheel ships; nothing of Yoga is kept in this repository.
//
// Tree: a 1000 x 1000 column root, four levels of 10 children alternating row and column, every child
// flex-grow 1, leaves 10 x 10. Cold layout: a freshly built tree. Cached: the same tree again.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <yoga/Yoga.h>

static YGNodeRef build(int depth) {
    YGNodeRef node = YGNodeNew();
    if (depth == 4) {
        YGNodeStyleSetFlexGrow(node, 1);
        YGNodeStyleSetWidth(node, 10);
        YGNodeStyleSetHeight(node, 10);
        return node;
    }
    if (depth % 2 == 1) YGNodeStyleSetFlexDirection(node, YGFlexDirectionRow);
    if (depth == 0) {
        YGNodeStyleSetWidth(node, 1000);
        YGNodeStyleSetHeight(node, 1000);
    } else {
        YGNodeStyleSetFlexGrow(node, 1);
    }
    for (int i = 0; i < 10; i++) YGNodeInsertChild(node, build(depth + 1), (size_t)i);
    return node;
}

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
    for (int i = 0; i < iterations; i++) {
        YGNodeRef root = build(0);
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
    printf("yoga: 11111 nodes: cold layout median %.3f ms (min %.3f ms), cached re-layout median %.2f us\n",
           cold[iterations / 2] * 1e3, cold[0] * 1e3, cached[iterations / 2] * 1e6);
    free(cold);
    free(cached);
    return 0;
}
