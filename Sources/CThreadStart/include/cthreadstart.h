#ifndef CTHREADSTART_H
#define CTHREADSTART_H

#include <pthread.h>

/// A body started by `scenec_thread_start`, to be waited for with `scenec_thread_join`.
typedef struct scenec_thread scenec_thread;

/// Starts `body(context)` on a thread of its own: a thread that ran an earlier body and waits
/// for the next (at most `scenec_thread_idle_limit` wait), else a new thread that first runs
/// on a CPU other than the caller's (when the caller may run on more than one), then may run
/// on any CPU the caller may.
///
/// Why a new thread is steered: a new thread starts on its parent's CPU on some Linux
/// schedulers, and while the parent stays busy it waits there for the next load balance (2-3
/// ms on a 2-core VM), though the other core is idle. Started on the idle core, it runs within
/// about 0.15 ms. A waiting thread given a body is woken where the scheduler likes, which
/// may be the starter's CPU: there it moves to another CPU the same way before the body runs.
///
/// Why threads wait for the next body instead of ending: making a thread (its stack, its
/// malloc arena, the two affinity changes) and ending one (the C library gives the stack's
/// pages back, which flushes them from every CPU the process runs on) cost about as much as a
/// small frame each; a compile starts three or four bodies (docs/performance.md, "Threads kept
/// for the next body (twelfth session)").
///
/// `detached`: nonzero for a body nobody waits for. Returns 0, or pthread_create's error (then
/// `body` is not called). `*thread` is set when not detached.
int scenec_thread_start(void (*body)(void *), void *context, int detached, scenec_thread **thread);

/// Waits until the body started as `thread` has returned (once per non-detached start; the
/// handle is freed). Everything the body wrote is then visible to the caller.
void scenec_thread_join(scenec_thread *thread);

/// How many threads wait for a body now, and how many were made so far (tests check the
/// reuse).
int scenec_thread_idle_count(void);
long scenec_thread_created_count(void);

/// At most this many threads wait for a body; a thread that ends a body when that many wait
/// ends too.
int scenec_thread_idle_limit(void);

/// How many CPUs the calling thread may run on (0 when the system does not say).
int scenec_allowed_cpu_count(void);

/// The CPU the calling thread runs on now (-1 when the system does not say).
int scenec_current_cpu(void);

/// Marks the calling thread as running work items beside other threads (a parallel map with
/// more than one thread), until the matching `scenec_beside_others_leave`; nestable. Work it
/// would hand to yet another thread then only takes a core from those threads.
void scenec_beside_others_enter(void);
void scenec_beside_others_leave(void);
/// Nonzero between an enter and its leave on the calling thread.
int scenec_beside_others(void);

#endif
