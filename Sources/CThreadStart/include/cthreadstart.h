#ifndef CTHREADSTART_H
#define CTHREADSTART_H

#include <pthread.h>

/// Starts `body(context)` on a new thread that first runs on a CPU other than the caller's
/// (when the caller may run on more than one), then may run on any CPU the caller may.
///
/// Why: a new thread starts on its parent's CPU on some Linux schedulers, and while the
/// parent stays busy it waits there for the next load balance (2-3 ms on a 2-core VM),
/// though the other core is idle. Started on the idle core, it runs within about 0.15 ms.
///
/// `detached`: nonzero for a thread nobody joins. Returns 0, or pthread_create's error
/// (then `body` is not called). `*thread` is set when not detached.
int scenec_thread_start(void (*body)(void *), void *context, int detached, pthread_t *thread);

/// How many CPUs the calling thread may run on (0 when the system does not say).
int scenec_allowed_cpu_count(void);

/// The CPU the calling thread runs on now (-1 when the system does not say).
int scenec_current_cpu(void);

#endif
