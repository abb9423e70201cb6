#ifndef CCOMMANDLINE_H
#define CCOMMANDLINE_H

/// scenec's own definitions of the two functions through which Swift's standard library
/// reads the command line (`CommandLine.arguments`, `CommandLine.unsafeArgv`).
///
/// Why: the Swift runtime's definitions come with a constructor that, at every start, finds
/// `argv` by reading /proc/self/maps line by line (49 `sscanf` calls, some 110,000
/// instructions and the kernel's text of every mapping: about 40 µs of a 1.4 ms start;
/// docs/performance.md, "The command line without /proc/self/maps (fourteenth session)").
/// glibc hands `argc` and `argv` to every `.init_array` function, so a constructor here
/// keeps them. Linked as an object file before the Swift runtime's archive, these
/// definitions keep the linker from taking the runtime's (its archive member is never
/// extracted, so its constructor is not in the executable).
///
/// The behaviour is the runtime's: an override set through the first function wins; else
/// the arguments `main` was started with.
void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc);
char **_swift_stdlib_getUnsafeArgvArgc(int *count);

#endif
