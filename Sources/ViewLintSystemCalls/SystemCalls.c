#define _GNU_SOURCE
#include "ViewLintSystemCalls.h"

#include <errno.h>

#if defined(__linux__)
#include <fcntl.h>
#include <sys/syscall.h>
#include <sys/xattr.h>
#include <unistd.h>

int viewlint_exchange_names(const char *first, const char *second) {
#if defined(SYS_renameat2)
    // The system call, not glibc's wrapper (2.28 and later) or musl's (1.2.5 and later).
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2u /* RENAME_EXCHANGE */);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}

ssize_t viewlint_list_attributes(const char *path, char *list, size_t size) {
    return listxattr(path, list, size);
}

ssize_t viewlint_get_attribute(const char *path, const char *name, void *value, size_t size) {
    return getxattr(path, name, value, size);
}

int viewlint_set_attribute(int descriptor, const char *name, const void *value, size_t size, int flags) {
    return fsetxattr(descriptor, name, value, size, flags);
}

#elif defined(__APPLE__)
#include <stdio.h>

int viewlint_exchange_names(const char *first, const char *second) {
    return renamex_np(first, second, RENAME_SWAP);
}

#else
int viewlint_exchange_names(const char *first, const char *second) {
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
}
#endif
