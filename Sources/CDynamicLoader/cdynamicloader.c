// glibc declares dladdr and dl_iterate_phdr only with _GNU_SOURCE.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <stddef.h>

#include "cdynamicloader.h"

const char *scenec_object_file(const void *address) {
  Dl_info info;
  if (dladdr(address, &info) == 0) return NULL;
  return info.dli_fname;
}

/// The string table of a loaded object's dynamic section. glibc relocates the addresses in
/// that section in place on x86-64 and most targets, but not on the few that keep it
/// read-only: an address below the object's base is taken as not yet relocated.
static const char *scenec_dynamic_strings(const struct dl_phdr_info *info, const ElfW(Dyn) *dynamic) {
  for (const ElfW(Dyn) *entry = dynamic; entry->d_tag != DT_NULL; entry++) {
    if (entry->d_tag == DT_STRTAB) {
      ElfW(Addr) address = entry->d_un.d_ptr;
      return (const char *)(address < info->dlpi_addr ? address + info->dlpi_addr : address);
    }
  }
  return NULL;
}

static int scenec_visit_loaded_object(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  void **pair = (void **)data;
  scenec_object_visitor visit = (scenec_object_visitor)pair[0];
  void *context = pair[1];
  // The executable has an empty name and the vDSO no file: neither is a library's file.
  if (info->dlpi_name == NULL || info->dlpi_name[0] != '/') return 0;
  const ElfW(Dyn) *dynamic = NULL;
  for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++) {
    if (info->dlpi_phdr[i].p_type == PT_DYNAMIC) {
      dynamic = (const ElfW(Dyn) *)(info->dlpi_addr + info->dlpi_phdr[i].p_vaddr);
    }
  }
  const char *strings = dynamic ? scenec_dynamic_strings(info, dynamic) : NULL;
  const char *soname = NULL;
  if (strings) {
    for (const ElfW(Dyn) *entry = dynamic; entry->d_tag != DT_NULL; entry++) {
      if (entry->d_tag == DT_SONAME) soname = strings + entry->d_un.d_val;
    }
  }
  visit(context, info->dlpi_name, soname, scenec_object_soname);
  if (strings) {
    for (const ElfW(Dyn) *entry = dynamic; entry->d_tag != DT_NULL; entry++) {
      if (entry->d_tag == DT_NEEDED) visit(context, info->dlpi_name, strings + entry->d_un.d_val, scenec_object_needs);
    }
  }
  return 0;
}

void scenec_each_loaded_object(scenec_object_visitor visit, void *context) {
  void *pair[2] = {(void *)visit, context};
  dl_iterate_phdr(scenec_visit_loaded_object, pair);
}
