import Dispatch
import Foundation
import ViewLintCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One measured stage: its best time over the repetitions.
struct Stage {
    var name: String
    var seconds: Double
}

enum Clock {
    static func seconds(_ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func best(of repeats: Int, _ work: () -> Void) -> Double {
        (0..<max(1, repeats)).map { _ in seconds(work) }.min() ?? 0
    }
}

/// The floor: read every file with one `read` and classify each byte once. No linter can
/// be faster than reading its input.
enum Floor {
    static func readAndScan(_ paths: [String]) -> Int {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = 1 }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = 1 }
        table[0x0A] = 2
        table[0x7B] = 3
        var counts = [Int](repeating: 0, count: 4)
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        for path in paths {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { continue }
            var info = stat()
            fstat(descriptor, &info)
            let size = Int(info.st_size)
            if size > buffer.count { buffer = [UInt8](repeating: 0, count: size) }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, size) }
            close(descriptor)
            guard count > 0 else { continue }
            buffer.withUnsafeBufferPointer { bytes in
                for index in 0..<count { counts[Int(table[Int(bytes[index])])] += 1 }
            }
        }
        return counts.reduce(0, +)
    }
}

/// Peak resident memory of this process, in bytes.
enum PeakMemory {
    static func ofThisProcess() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return bytes(usage)
    }

    static func bytes(_ usage: rusage) -> Int {
        #if os(Linux)
        return Int(usage.ru_maxrss) * 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }
}

/// Runs the release `viewlint` next to this binary on the corpus: wall time, and its peak
/// memory. The peak is read from the child's own `/proc/PID/status` (`VmHWM`) while it
/// runs: resource usage reported at exit would include the high-water mark of the process
/// that spawned it. Elsewhere than Linux the peak is not measured.
enum WholeRun {
    static func measure(folder: String, repeats: Int) -> (seconds: Double, peakBytes: Int?)? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("viewlint")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { return nil }
        var peak: Int?
        let seconds = Clock.best(of: repeats) {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["--no-config", "--quiet", folder]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return }
            while process.isRunning {
                if let high = highWaterMark(of: process.processIdentifier) { peak = max(peak ?? 0, high) }
                usleep(2_000)
            }
        }
        return (seconds, peak)
    }

    private static func highWaterMark(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }
}
