#ifndef SCENEC_DYNAMIC_LOADER_SHIM_H
#define SCENEC_DYNAMIC_LOADER_SHIM_H

// glibc declares dladdr only with _GNU_SOURCE, which Swift's Glibc module leaves out.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <stddef.h>

/// The path of the loaded object (library or program) that holds `address`, as the
/// dynamic loader found it; NULL when no loaded object holds it.
static inline const char *scenec_object_file(const void *address) {
  Dl_info info;
  if (dladdr(address, &info) == 0) return NULL;
  return info.dli_fname;
}

#endif
