#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintSystemCalls

/// The extended attributes of a file being replaced, given to its replacement: tags,
/// quarantine flags, and on Linux the POSIX ACLs (`system.posix_acl_access`,
/// `system.posix_acl_default`), which are extended attributes there. On macOS, where ACLs
/// are not, `fcopyfile` copies both.
package enum ExtendedAttributes {
    /// Copies the attributes of the file at `path` onto the open file `descriptor`; nil when
    /// done (or when the file system keeps none), else why not. An attribute of the
    /// `security.` namespace (an SELinux label) that this process may not set is left to
    /// the system's default for the new file: only the kernel's policy decides it.
    package static func copy(from path: String, to descriptor: Int32) -> String? {
        #if canImport(Darwin)
        let source = open(path, O_RDONLY | O_NOFOLLOW)
        guard source >= 0 else { return failure("its extended attributes cannot be read", errno) }
        defer { close(source) }
        if fcopyfile(source, descriptor, nil, copyfile_flags_t(COPYFILE_ACL | COPYFILE_XATTR)) != 0 {
            return failure("its extended attributes and ACL cannot be kept", errno)
        }
        return nil
        #else
        guard let names = names(of: path) else {
            return errno == ENOTSUP || errno == ENOSYS ? nil : failure("its extended attributes cannot be read", errno)
        }
        for name in names {
            guard let value = value(of: name, at: path) else {
                if errno == ENODATA { continue } // removed meanwhile
                return failure("its extended attribute '\(name)' cannot be read", errno)
            }
            let result = value.withUnsafeBytes { viewlint_set_attribute(descriptor, name, $0.baseAddress, $0.count, 0) }
            if result != 0 {
                if name.hasPrefix("security."), errno == EPERM || errno == EACCES || errno == ENOTSUP { continue }
                return failure("its extended attribute '\(name)' cannot be kept", errno)
            }
        }
        return nil
        #endif
    }

    private static func failure(_ what: String, _ code: Int32) -> String {
        "\(what) (\(String(cString: strerror(code)))), so it was not replaced"
    }

    #if !canImport(Darwin)
    /// The names of the attributes at `path`; nil on failure, with `errno` set. Asked again
    /// when the list grows between the size and the read.
    private static func names(of path: String) -> [String]? {
        for _ in 0..<8 {
            let size = viewlint_list_attributes(path, nil, 0)
            guard size >= 0 else { return nil }
            if size == 0 { return [] }
            var buffer = [CChar](repeating: 0, count: size)
            let read = viewlint_list_attributes(path, &buffer, size)
            if read < 0, errno == ERANGE { continue }
            guard read >= 0 else { return nil }
            return buffer[..<read].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
        errno = ERANGE
        return nil
    }

    /// The value of the attribute `name` at `path`; nil on failure, with `errno` set.
    private static func value(of name: String, at path: String) -> [UInt8]? {
        for _ in 0..<8 {
            let size = viewlint_get_attribute(path, name, nil, 0)
            guard size >= 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: size)
            let read = size == 0 ? 0 : buffer.withUnsafeMutableBytes { viewlint_get_attribute(path, name, $0.baseAddress, size) }
            if read < 0, errno == ERANGE { continue }
            guard read >= 0 else { return nil }
            return Array(buffer[..<read])
        }
        errno = ERANGE
        return nil
    }
    #endif
}
