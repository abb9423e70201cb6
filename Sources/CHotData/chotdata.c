#include "chotdata.h"

#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23  // Linux 5.14
#endif

// The markers: Linking/hot-functions.txt names each `…_first` before the data a run touches
// and each `…_last` after it, so the linker places them around that data in their sections
// (one section per global in release builds: -fdata-sections). Initialised to 1 to be in
// .data, left at 0 to be in .bss. `used`: kept though nothing reads their values.
__attribute__((used)) char scenec_hot_data_first = 1;
__attribute__((used)) char scenec_hot_data_last = 1;
__attribute__((used)) char scenec_hot_bss_first;
__attribute__((used)) char scenec_hot_bss_last;

/// A range of more than this is not one the list laid out (the hot data of a run is about
/// 80 pages), and populating it could cost more than the faults it saves.
static const uintptr_t largest = 1u << 20;

static void populate(const char *first, const char *last) {
  long size = sysconf(_SC_PAGESIZE);
  uintptr_t page = size > 0 ? (uintptr_t)size : 4096;
  uintptr_t low = (uintptr_t)first & ~(page - 1);
  uintptr_t high = ((uintptr_t)last + page) & ~(page - 1);
  if (high <= low || high - low > largest) return;
  // Errors change nothing: the pages fault in when first written, as without this call.
  (void)madvise((void *)low, high - low, MADV_POPULATE_WRITE);
}

void scenec_prefault_hot_data(void) {
  populate(&scenec_hot_data_first, &scenec_hot_data_last);
  populate(&scenec_hot_bss_first, &scenec_hot_bss_last);
}
