import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 24 item 4: `fix` (and every replacement of an existing file) keeps the file's
/// extended attributes and POSIX ACLs.
final class ExtendedAttributeTests: XCTestCase {
    #if os(Linux)
    private typealias Set = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeRawPointer?, Int, Int32) -> Int32
    private typealias Get = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int) -> Int

    private func call<T>(_ name: String, as type: T.Type) throws -> T {
        let symbol = try XCTUnwrap(dlsym(dlopen(nil, RTLD_NOW), name))
        return unsafeBitCast(symbol, to: type)
    }

    private func attribute(_ name: String, of path: String) throws -> [UInt8]? {
        let get = try call("getxattr", as: Get.self)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let size = buffer.withUnsafeMutableBytes { get(path, name, $0.baseAddress, $0.count) }
        return size < 0 ? nil : Array(buffer[..<size])
    }

    /// An access ACL giving user 1234 read access: version 2, then (tag, permissions, id).
    private static let acl: [UInt8] = {
        var bytes: [UInt8] = [2, 0, 0, 0]
        for (tag, permissions, id) in [(0x01, 6, UInt32.max), (0x02, 4, 1234), (0x04, 4, .max), (0x10, 4, .max), (0x20, 4, .max)] as [(UInt16, UInt16, UInt32)] {
            bytes += [UInt8(tag & 0xFF), UInt8(tag >> 8), UInt8(permissions), 0]
            bytes += [UInt8(id & 0xFF), UInt8((id >> 8) & 0xFF), UInt8((id >> 16) & 0xFF), UInt8(id >> 24)]
        }
        return bytes
    }()

    func testFixKeepsExtendedAttributesAndTheACL() throws {
        let tree = try WalkerTestTree()
        defer { tree.remove() }
        try tree.file("Row.swift", "struct Row: View {\n    let title: String\n    let onTap: () -> Void\n    var body: some View { Text(title) }\n}\n")
        let path = tree.root + "/Row.swift"
        let set = try call("setxattr", as: Set.self)
        let tag = Array("blue".utf8)
        XCTAssertEqual(tag.withUnsafeBytes { set(path, "user.viewlint.tag", $0.baseAddress, $0.count, 0) }, 0, "the file system keeps no user attributes")
        XCTAssertEqual(Self.acl.withUnsafeBytes { set(path, "system.posix_acl_access", $0.baseAddress, $0.count, 0) }, 0,
                       "the file system keeps no ACLs")
        let aclBefore = try attribute("system.posix_acl_access", of: path)
        var out = "", err = ""
        let code = CommandLineTool.run(arguments: ["fix", "--equatable", "Row.swift"], currentDirectory: tree.root,
                                       stdout: TextOutput { out += $0 }, stderr: TextOutput { err += $0 })
        XCTAssertEqual(code, 0, err)
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains("extension Row: Equatable"))
        XCTAssertEqual(try attribute("user.viewlint.tag", of: path), tag)
        XCTAssertEqual(try attribute("system.posix_acl_access", of: path), aclBefore)
    }
    #else
    func testFixKeepsExtendedAttributesAndTheACL() throws {
        throw XCTSkip("the test sets attributes with Linux's calls; macOS copies them with fcopyfile")
    }
    #endif
}
