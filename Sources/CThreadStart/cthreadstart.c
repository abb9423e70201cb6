#define _GNU_SOURCE
#include "cthreadstart.h"

#include <errno.h>
#include <sched.h>
#include <stdlib.h>
#include <unistd.h>

struct scenec_thread {
  void (*body)(void *);
  void *context;
  int detached;
  int starter_cpu;  // where the starter ran when it handed the body to a waiting thread
  int done;         // under `lock`
};

/// A thread waiting for its next body (on its own stack, listed in `idle`).
struct waiting {
  pthread_cond_t wake;
  scenec_thread *next_body;  // under `lock`; set by the starter
  struct waiting *below;
};

// One lock for the waiting threads and the bodies' `done` flags; `finished` is broadcast when
// a body is done (a join is a handful of threads at most, so one condition serves all).
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t finished = PTHREAD_COND_INITIALIZER;
static struct waiting *idle = NULL;
static int idle_count = 0;
static long created_count = 0;  // threads made (tests check the reuse)

// The cores, plus one: a compile runs at most that many bodies at once (its workers and the
// findings of lint). Set once (`limit_once`).
static int limit;
static pthread_once_t limit_once = PTHREAD_ONCE_INIT;

static void set_limit(void) {
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  limit = (cores > 0 && cores < 64 ? (int)cores : 64) + 1;
}

int scenec_thread_idle_limit(void) {
  pthread_once(&limit_once, set_limit);
  return limit;
}

struct start {
  scenec_thread *first;
  cpu_set_t allowed;
  int restore;
};

/// A woken thread may be placed on the CPU of the thread that woke it, which goes on working
/// (the scheduler's wake-up affinity): then it moves to another CPU the process may use, as a
/// new thread is steered, and gets the whole set back.
static void leave_starters_cpu(int starter_cpu) {
  if (starter_cpu < 0 || sched_getcpu() != starter_cpu) return;
  cpu_set_t allowed;
  if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return;
  cpu_set_t others = allowed;
  if (starter_cpu < CPU_SETSIZE) CPU_CLR(starter_cpu, &others);
  if (CPU_COUNT(&others) == 0 || sched_setaffinity(0, sizeof others, &others) != 0) return;
  sched_setaffinity(0, sizeof allowed, &allowed);
}

static void *run(void *raw) {
  struct start start = *(struct start *)raw;
  free(raw);
  // Back to every CPU the parent may use: only the first placement is steered.
  if (start.restore) sched_setaffinity(0, sizeof start.allowed, &start.allowed);
  struct waiting self = {.next_body = NULL, .below = NULL};
  pthread_cond_init(&self.wake, NULL);
  scenec_thread *body = start.first;
  for (;;) {
    body->body(body->context);
    pthread_mutex_lock(&lock);
    if (body->detached) {
      free(body);
    } else {
      body->done = 1;
      pthread_cond_broadcast(&finished);
    }
    if (idle_count >= scenec_thread_idle_limit()) {
      pthread_mutex_unlock(&lock);
      break;
    }
    self.next_body = NULL;
    self.below = idle;
    idle = &self;
    idle_count += 1;
    while (self.next_body == NULL) pthread_cond_wait(&self.wake, &lock);
    body = self.next_body;
    pthread_mutex_unlock(&lock);
    leave_starters_cpu(body->starter_cpu);
  }
  pthread_cond_destroy(&self.wake);
  return NULL;
}

/// A new thread for `first`, steered to another CPU than the caller's (see the header).
static int start_new(scenec_thread *first) {
  struct start *start = malloc(sizeof *start);
  if (start == NULL) return ENOMEM;
  start->first = first;
  start->restore = 0;
  pthread_attr_t attributes;
  int status = pthread_attr_init(&attributes);
  if (status != 0) {
    free(start);
    return status;
  }
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  if (sched_getaffinity(0, sizeof start->allowed, &start->allowed) == 0) {
    cpu_set_t others = start->allowed;
    int here = sched_getcpu();
    if (here >= 0 && here < CPU_SETSIZE) CPU_CLR(here, &others);
    if (CPU_COUNT(&others) > 0 && pthread_attr_setaffinity_np(&attributes, sizeof others, &others) == 0)
      start->restore = 1;
  }
  pthread_t created;
  status = pthread_create(&created, &attributes, run, start);
  pthread_attr_destroy(&attributes);
  if (status != 0) {
    free(start);
    return status;
  }
  pthread_mutex_lock(&lock);
  created_count += 1;
  pthread_mutex_unlock(&lock);
  return 0;
}

int scenec_thread_start(void (*body)(void *), void *context, int detached, scenec_thread **thread) {
  scenec_thread *started = malloc(sizeof *started);
  if (started == NULL) return ENOMEM;
  started->body = body;
  started->context = context;
  started->detached = detached != 0;
  started->starter_cpu = sched_getcpu();
  started->done = 0;
  pthread_mutex_lock(&lock);
  struct waiting *waiting = idle;
  if (waiting != NULL) {
    idle = waiting->below;
    idle_count -= 1;
    waiting->next_body = started;
    pthread_cond_signal(&waiting->wake);
  }
  pthread_mutex_unlock(&lock);
  if (waiting == NULL) {
    int status = start_new(started);
    if (status != 0) {
      free(started);
      return status;
    }
  }
  if (!detached && thread != NULL) *thread = started;
  return 0;
}

void scenec_thread_join(scenec_thread *thread) {
  pthread_mutex_lock(&lock);
  while (!thread->done) pthread_cond_wait(&finished, &lock);
  pthread_mutex_unlock(&lock);
  free(thread);
}

int scenec_thread_idle_count(void) {
  pthread_mutex_lock(&lock);
  int count = idle_count;
  pthread_mutex_unlock(&lock);
  return count;
}

long scenec_thread_created_count(void) {
  pthread_mutex_lock(&lock);
  long count = created_count;
  pthread_mutex_unlock(&lock);
  return count;
}

int scenec_allowed_cpu_count(void) {
  cpu_set_t allowed;
  return sched_getaffinity(0, sizeof allowed, &allowed) == 0 ? CPU_COUNT(&allowed) : 0;
}

int scenec_current_cpu(void) { return sched_getcpu(); }

static _Thread_local int beside_others_depth;

void scenec_beside_others_enter(void) { beside_others_depth += 1; }
void scenec_beside_others_leave(void) { beside_others_depth -= 1; }
int scenec_beside_others(void) { return beside_others_depth > 0; }
