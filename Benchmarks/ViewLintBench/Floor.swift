#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The floor: what any tool that looks at every byte must at least do. Each file is read
/// with one `open`/`fstat`/`read` into a reused buffer, then every byte is classified once
/// through a 256-entry table (newline, identifier, digit, space, other) and counted, so the
/// scan cannot be optimized away.
enum Floor {
    struct Counts {
        var newlines = 0
        var identifierBytes = 0
        var total = 0
    }

    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 4, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = 1 }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = 1 }
        table[Int(UInt8(ascii: "_"))] = 1
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = 2 }
        table[Int(UInt8(ascii: " "))] = 3
        table[Int(UInt8(ascii: "\t"))] = 3
        table[0x0A] = 0
        return table
    }()

    /// `paths` are absolute (or relative to the current folder).
    static func readAndScan(_ paths: [String]) -> Counts {
        var capacity = 1 << 16
        var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var classes = (0, 0, 0, 0, 0)
        var total = 0
        table.withUnsafeBufferPointer { table in
            for path in paths {
                let descriptor = open(path, O_RDONLY)
                guard descriptor >= 0 else { continue }
                var info = stat()
                fstat(descriptor, &info)
                let size = Int(info.st_size)
                if size > capacity {
                    buffer.deallocate()
                    capacity = size
                    buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
                }
                let count = read(descriptor, buffer, size)
                close(descriptor)
                guard count > 0 else { continue }
                total += count
                for index in 0..<count {
                    switch table[Int(buffer[index])] {
                    case 0: classes.0 += 1
                    case 1: classes.1 += 1
                    case 2: classes.2 += 1
                    case 3: classes.3 += 1
                    default: classes.4 += 1
                    }
                }
            }
        }
        return Counts(newlines: classes.0, identifierBytes: classes.1, total: total)
    }
}
