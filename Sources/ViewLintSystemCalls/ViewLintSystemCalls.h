// The system calls Swift's C library modules (Glibc, Musl, Darwin) do not declare: the
// swapping rename and, on Linux, the extended-attribute calls and `getdents64`. Called directly, not looked
// up by name at run time, so they are there in a fully static binary too (which has no
// symbol table to look them up in). Each returns what the system call returns and sets
// `errno` as it does.
//
// Header-only (a system-library target): the functions are compiled into the Swift code
// that calls them, so the package compiles no C file, whose debug information (DWARF 5)
// valgrind could not read.
#ifndef VIEWLINT_SYSTEM_CALLS_H
#define VIEWLINT_SYSTEM_CALLS_H

#include <errno.h>
#include <stddef.h>
#include <sys/types.h>

#if defined(__linux__)
#include <fcntl.h>
#include <sys/syscall.h>
#include <sys/xattr.h>
#include <unistd.h>

/// Swaps the names `first` and `second` in one step (`renameat2` with `RENAME_EXCHANGE`):
/// 0, or -1 with `errno` (`ENOSYS`, `EINVAL` or `ENOTSUP` where the system or the file
/// system cannot swap). The system call, not glibc's wrapper (2.28 and later) or musl's.
static inline int viewlint_exchange_names(const char *first, const char *second) {
#if defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2u /* RENAME_EXCHANGE */);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}

/// `getdents64(2)`: the next entries of the folder open at `descriptor`, as records of
/// inode, offset, length, type and name; the bytes written, 0 at the end, or -1 with `errno`.
/// The system call, which glibc declares only from 2.30 and Swift's Glibc module not at all.
static inline ssize_t viewlint_list_directory(int descriptor, void *buffer, size_t size) {
    return syscall(SYS_getdents64, descriptor, buffer, size);
}

/// `listxattr(2)`.
static inline ssize_t viewlint_list_attributes(const char *path, char *list, size_t size) {
    return listxattr(path, list, size);
}

/// `getxattr(2)`.
static inline ssize_t viewlint_get_attribute(const char *path, const char *name, void *value, size_t size) {
    return getxattr(path, name, value, size);
}

/// `fsetxattr(2)`.
static inline int viewlint_set_attribute(int descriptor, const char *name, const void *value, size_t size, int flags) {
    return fsetxattr(descriptor, name, value, size, flags);
}

#elif defined(__APPLE__)
#include <stdio.h>

/// Swaps the names `first` and `second` in one step (`renamex_np` with `RENAME_SWAP`).
static inline int viewlint_exchange_names(const char *first, const char *second) {
    return renamex_np(first, second, RENAME_SWAP);
}

#else
static inline int viewlint_exchange_names(const char *first, const char *second) {
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
}
#endif

#endif
