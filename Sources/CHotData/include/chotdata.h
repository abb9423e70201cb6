#ifndef CHOTDATA_H
#define CHOTDATA_H

/// Makes the executable's hot writable data resident and writable now: the globals a run
/// writes, which the release link packs at the front of .data and .bss (Linking/
/// hot-functions.txt lists them between the markers below), in one system call per section.
/// Call it first thing in `main`, before any thread starts.
///
/// Why: the first write to a page of .data or .bss is a copy-on-write fault (after a read,
/// two faults), and the kernel then flushes the page's old mapping from the TLB of every CPU
/// the process runs on. With a second thread running, that flush is an interrupt to the other
/// CPU, answered before the write goes on; on a virtual machine each one costs several µs on
/// both CPUs (docs/performance.md, "Hot data made writable at start (twelfth session)").
/// Made writable before the first thread starts, the pages cost no interrupt.
///
/// Does nothing where the markers do not enclose a small range (a build not laid out by the
/// list) or the kernel cannot populate (before Linux 5.14): the pages then fault as before.
void scenec_prefault_hot_data(void);

#endif
