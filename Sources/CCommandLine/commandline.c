#include "ccommandline.h"

#include <stddef.h>

static char **started_argv;
static int started_argc;
static char **override_argv;
static int override_argc;

/// glibc calls `.init_array` functions with `main`'s arguments (and the environment).
static void keep_arguments(int argc, char **argv, char **envp) {
  (void)envp;
  started_argc = argc;
  started_argv = argv;
}

__attribute__((section(".init_array"), used)) static void (*const scenec_keep_arguments)(int, char **, char **) =
    keep_arguments;

__attribute__((visibility("default"))) void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
  override_argv = argv;
  override_argc = argc;
}

__attribute__((visibility("default"))) char **_swift_stdlib_getUnsafeArgvArgc(int *count) {
  static char *none[] = {NULL};
  if (override_argv) {
    *count = override_argc;
    return override_argv;
  }
  if (started_argv) {
    *count = started_argc;
    return started_argv;
  }
  *count = 0;
  return none;
}
