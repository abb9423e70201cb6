// `FloorWriter SRC DST`: the benchmark's floor as a plain C process (docs/benchmarks.md,
// "What is measured"). Reads every regular file of the folder SRC into memory, then makes the
// fresh folder DST and writes the same bytes under the same names with open/write/close,
// one file at a time, in name order: what any program that writes these files must do,
// and nothing more. Prints two numbers on one line: the seconds it spent reading SRC
// and the seconds of the write loop (mkdir to the last close), each from the monotonic
// clock. SceneBench times the whole process from spawn to exit and takes the reading
// away, which leaves a floor with a process's own start and exit in it, timed the way
// scenec is; the write loop alone is the in-process floor.
//
// Plain C on purpose: no runtime to start, so its start and exit are as cheap as a
// process's can be on this system. Exits 1 with a message on stderr when a file cannot
// be read or written.
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

struct file {
  char *name;
  char *bytes;
  size_t size;
};

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int by_name(const void *a, const void *b) {
  return strcmp(((const struct file *)a)->name, ((const struct file *)b)->name);
}

static void fail(const char *what, const char *path) {
  fprintf(stderr, "FloorWriter: cannot %s '%s'\n", what, path);
  exit(1);
}

static char *join(const char *folder, const char *name) {
  size_t a = strlen(folder), b = strlen(name);
  char *path = malloc(a + b + 2);
  if (path == NULL) fail("allocate a path for", name);
  memcpy(path, folder, a);
  path[a] = '/';
  memcpy(path + a + 1, name, b + 1);
  return path;
}

/// The regular files of `folder`, read whole, sorted by name; their number in `*count`.
static struct file *read_folder(const char *folder, size_t *count) {
  DIR *dir = opendir(folder);
  if (dir == NULL) fail("open the folder", folder);
  size_t n = 0, capacity = 256;
  struct file *files = malloc(capacity * sizeof *files);
  if (files == NULL) fail("allocate the list of", folder);
  struct dirent *entry;
  while ((entry = readdir(dir)) != NULL) {
    char *path = join(folder, entry->d_name);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) fail("open", path);
    struct stat info;
    if (fstat(fd, &info) != 0) fail("look at", path);
    if (!S_ISREG(info.st_mode)) {
      close(fd);
      free(path);
      continue;
    }
    if (n == capacity) {
      capacity *= 2;
      files = realloc(files, capacity * sizeof *files);
      if (files == NULL) fail("allocate the list of", folder);
    }
    size_t size = (size_t)info.st_size;
    char *bytes = malloc(size > 0 ? size : 1);
    if (bytes == NULL) fail("allocate the bytes of", path);
    size_t done = 0;
    while (done < size) {
      ssize_t got = read(fd, bytes + done, size - done);
      if (got <= 0) fail("read", path);
      done += (size_t)got;
    }
    close(fd);
    free(path);
    files[n].name = strdup(entry->d_name);
    files[n].bytes = bytes;
    files[n].size = size;
    n += 1;
  }
  closedir(dir);
  qsort(files, n, sizeof *files, by_name);
  *count = n;
  return files;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: FloorWriter SRC DST\n");
    return 2;
  }
  double start = now();
  size_t count = 0;
  struct file *files = read_folder(argv[1], &count);
  double read_end = now();
  if (mkdir(argv[2], 0755) != 0) fail("create the folder", argv[2]);
  for (size_t i = 0; i < count; i++) {
    char *path = join(argv[2], files[i].name);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) fail("create", path);
    size_t done = 0;
    while (done < files[i].size) {
      ssize_t put = write(fd, files[i].bytes + done, files[i].size - done);
      if (put <= 0) fail("write", path);
      done += (size_t)put;
    }
    if (close(fd) != 0) fail("close", path);
    free(path);
  }
  double write_end = now();
  printf("%.9f %.9f\n", read_end - start, write_end - read_end);
  return 0;
}
