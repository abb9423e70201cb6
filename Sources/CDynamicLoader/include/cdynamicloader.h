#ifndef SCENEC_DYNAMIC_LOADER_H
#define SCENEC_DYNAMIC_LOADER_H

// What the dynamic loader knows of the objects loaded in the process. The implementation
// includes <link.h> and <dlfcn.h> with _GNU_SOURCE, which must stay out of this header:
// Swift's Glibc module sees those system headers without it.

/// The path of the loaded object (library or program) that holds `address`, as the
/// dynamic loader found it; NULL when no loaded object holds it.
const char *_Nullable scenec_object_file(const void *_Nonnull address);

/// What `scenec_each_loaded_object` reports of one loaded object.
typedef enum {
  /// The object's own soname (DT_SONAME), or NULL when it has none.
  scenec_object_soname = 0,
  /// One of the sonames it needs (DT_NEEDED), in its order.
  scenec_object_needs = 1,
} scenec_object_fact;

typedef void (*_Nonnull scenec_object_visitor)(
  void *_Nullable context, const char *_Nonnull path, const char *_Nullable name, scenec_object_fact fact);

/// Calls `visit` for every library loaded in the process now, by the path the dynamic
/// loader found it at: once with its soname, then once for each soname it needs.
void scenec_each_loaded_object(scenec_object_visitor visit, void *_Nullable context);

#endif
