#define _GNU_SOURCE
#include "cthreadstart.h"

#include <errno.h>
#include <sched.h>
#include <stdlib.h>

struct start {
  void (*body)(void *);
  void *context;
  cpu_set_t allowed;
  int restore;
};

static void *run(void *raw) {
  struct start start = *(struct start *)raw;
  free(raw);
  // Back to every CPU the parent may use: only the first placement is steered.
  if (start.restore) sched_setaffinity(0, sizeof start.allowed, &start.allowed);
  start.body(start.context);
  return NULL;
}

int scenec_thread_start(void (*body)(void *), void *context, int detached, pthread_t *thread) {
  struct start *start = malloc(sizeof *start);
  if (start == NULL) return ENOMEM;
  start->body = body;
  start->context = context;
  start->restore = 0;
  pthread_attr_t attributes;
  int status = pthread_attr_init(&attributes);
  if (status != 0) {
    free(start);
    return status;
  }
  if (detached) pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
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
  if (!detached && thread != NULL) *thread = created;
  return 0;
}

int scenec_allowed_cpu_count(void) {
  cpu_set_t allowed;
  return sched_getaffinity(0, sizeof allowed, &allowed) == 0 ? CPU_COUNT(&allowed) : 0;
}

int scenec_current_cpu(void) { return sched_getcpu(); }
