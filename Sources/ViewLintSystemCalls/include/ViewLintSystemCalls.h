// The system calls Swift's C library modules (Glibc, Musl, Darwin) do not declare: the
// swapping rename and, on Linux, the extended-attribute calls. Called directly, not looked
// up by name at run time, so they are there in a fully static binary too (which has no
// symbol table to look them up in). Each returns what the system call returns and sets
// `errno` as it does.
#ifndef VIEWLINT_SYSTEM_CALLS_H
#define VIEWLINT_SYSTEM_CALLS_H

#include <stddef.h>
#include <sys/types.h>

/// Swaps the names `first` and `second` in one step (Linux `renameat2` with
/// `RENAME_EXCHANGE`, macOS `renamex_np` with `RENAME_SWAP`): 0, or -1 with `errno`
/// (`ENOSYS`, `EINVAL` or `ENOTSUP` where the system or the file system cannot swap).
int viewlint_exchange_names(const char *first, const char *second);

#if defined(__linux__)
/// `listxattr(2)`.
ssize_t viewlint_list_attributes(const char *path, char *list, size_t size);
/// `getxattr(2)`.
ssize_t viewlint_get_attribute(const char *path, const char *name, void *value, size_t size);
/// `fsetxattr(2)`.
int viewlint_set_attribute(int descriptor, const char *name, const void *value, size_t size, int flags);
#endif

#endif
