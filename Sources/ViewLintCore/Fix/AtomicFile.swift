import Foundation

/// Replaces a file's contents atomically: a temporary file in the same folder, the
/// original's permissions copied onto it, then a rename over the original.
enum AtomicFile {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
        let manager = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).viewlint-\(UUID().uuidString)"
        guard manager.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw Failure(description: "cannot write a temporary file next to '\(path)'")
        }
        do {
            if let permissions = try manager.attributesOfItem(atPath: path)[.posixPermissions] {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
            }
            guard rename(temporary, path) == 0 else {
                throw Failure(description: "cannot replace '\(path)': \(String(cString: strerror(errno)))")
            }
        } catch let failure as Failure {
            try? manager.removeItem(atPath: temporary)
            throw failure
        } catch {
            try? manager.removeItem(atPath: temporary)
            throw Failure(description: "cannot replace '\(path)': \(error.localizedDescription)")
        }
    }
}
