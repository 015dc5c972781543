import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class UnsafeStackTests: XCTestCase {
    func testPushesGrowPastTheFirstCapacityAndPopInReverse() {
        var stack = UnsafeStack<Int32>(capacity: 2)
        defer { stack.deallocate() }
        for value in 0..<1_000 { stack.append(Int32(value)) }
        XCTAssertEqual(stack.count, 1_000)
        XCTAssertEqual(stack.last, 999)
        XCTAssertEqual(stack[10], 10)
        stack[10] = -1
        XCTAssertEqual(stack[10], -1)
        XCTAssertEqual(stack.removeLast(), 999)
        XCTAssertEqual(stack.count, 999)
    }

    func testTruncateOnlyShrinksAndSlicesSeeTheTop() {
        var stack = UnsafeStack<Int32>()
        defer { stack.deallocate() }
        stack.append(contentsOf: [1, 2, 3, 4, 5])
        stack.truncate(to: 7)
        XCTAssertEqual(stack.count, 5)
        XCTAssertEqual(Array(stack[3...]), [4, 5])
        XCTAssertEqual(Array(stack[1..<3]), [2, 3])
        stack.truncate(to: 2)
        XCTAssertEqual(Array(stack[0...]), [1, 2])
        stack.removeSubrange(0...)
        XCTAssertTrue(stack.isEmpty)
        XCTAssertNil(stack.last)
        XCTAssertEqual(Array(stack[0...]), [])
    }

    func testAppendingAnotherStacksSliceCopiesItsValues() {
        var source = UnsafeStack<Int32>()
        var target = UnsafeStack<Int32>(capacity: 1)
        defer {
            source.deallocate()
            target.deallocate()
        }
        source.append(contentsOf: Array(0..<100))
        target.append(-1)
        target.append(contentsOf: source[90...])
        source.truncate(to: 0)
        source.append(contentsOf: Array(repeating: 7, count: 100))
        XCTAssertEqual(Array(target[0...]), [-1] + Array(90..<100))
    }

    func testFramesAreCopiedWhole() {
        var frames = UnsafeStack<Frame>(capacity: 1)
        defer { frames.deallocate() }
        for cursor in 0..<100 { frames.append(Frame(kind: .code, cursor: cursor, end: cursor + 10, opener: .leftParen)) }
        frames[50].isClosure = true
        let popped = frames.removeLast()
        XCTAssertEqual(popped.cursor, 99)
        XCTAssertEqual(popped.opener, .leftParen)
        XCTAssertTrue(frames[50].isClosure)
        XCTAssertFalse(frames[49].isClosure)
        XCTAssertEqual(frames[98].end, 108)
    }
}
