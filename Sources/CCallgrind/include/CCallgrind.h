// Callgrind's client requests as functions Swift can call, and the marker functions whose inclusive
// instruction counts are the passes' (`feedbench run --instructions`). Outside Valgrind every request is a
// no-op of a few instructions, and the markers are never called.
#ifndef FEEDBENCH_CCALLGRIND_H
#define FEEDBENCH_CCALLGRIND_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Whether this process runs under Valgrind, and whether this build has Callgrind's client requests (the
/// Debian `valgrind` package's headers were found when it was compiled).
int feedbench_running_on_valgrind(void);
int feedbench_has_client_requests(void);

/// Zeroes Callgrind's counts and starts instrumenting (the whole process, every thread).
void feedbench_callgrind_start(void);
/// Turns counting off where it is on, and on where it is off (called in pairs around work that is not the
/// program's: the photos the network delivers).
void feedbench_callgrind_toggle_collect(void);
/// Stops instrumenting and writes the counts since the start to a dump named `reason`.
void feedbench_callgrind_stop_and_dump(const char *reason);

/// A body called through a marker: `context` is the caller's.
typedef void (*feedbench_marked_body)(void *context);

/// One marker per pass and kind of thread: each only calls `body(context)`, so the instructions Callgrind
/// attributes to it inclusively are those of the section it wraps. Never inlined, never a tail call, never
/// merged with another (each touches its own id), so each stays one function in the profile.
void feedbench_marker_main_build(feedbench_marked_body body, void *context);
void feedbench_marker_main_layout(feedbench_marked_body body, void *context);
void feedbench_marker_main_mount(feedbench_marked_body body, void *context);
void feedbench_marker_main_scroll(feedbench_marked_body body, void *context);
void feedbench_marker_main_update(feedbench_marked_body body, void *context);
void feedbench_marker_main_navigation(feedbench_marked_body body, void *context);
void feedbench_marker_main_display(feedbench_marked_body body, void *context);
void feedbench_marker_workers_build(feedbench_marked_body body, void *context);
void feedbench_marker_workers_layout(feedbench_marked_body body, void *context);
void feedbench_marker_workers_display(feedbench_marked_body body, void *context);

/// Deterministic work of `iterations` loop turns, the same instructions on every run (`--inject-work`):
/// nothing the optimizer can fold away, no clock, no memory traffic.
uint64_t feedbench_deterministic_work(uint64_t iterations);

#ifdef __cplusplus
}
#endif

#endif
