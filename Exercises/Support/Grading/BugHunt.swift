// How tests you write are graded, in every exercise where you write them: they run against
// the code as it is, where they must pass, and against copies of it with one bug seeded in
// each, where each bug must make at least one of your tests fail. Swift Testing's
// `withKnownIssue` turns "a test of yours failed on this copy" into an expected, quiet
// result, so plain `swift test` can count. One copy, in the `ExerciseGrading` target.

import Foundation
import Testing

// MARK: - Seeded bugs

/// A bug seeded into a copy of the code under test.
public protocol SeededBug: CaseIterable, Sendable {
    /// What the bug does, in the words a user would use: `a refresh hides the rows`.
    var description: String { get }
    /// The README step whose tests should catch it.
    var step: Int { get }
}

// MARK: - The hunt

/// Runs tests against the code as it is and against each seeded bug, and says how many
/// bugs they caught.
@MainActor
public enum BugHunt {
    /// What one hunt found.
    public struct Result {
        /// How many issues the tests recorded against the code as it is (should be none).
        public var failuresOnTheRealCode: Int
        /// The bugs no test failed on.
        public var missed: [any SeededBug]
        /// How many bugs there were.
        public var total: Int
    }

    /// How the tally of a hunt that caught every bug begins, in the tests' output.
    public static let caughtEveryBug = "Your tests caught every seeded bug:"

    /// Runs `runTests` once with `nil` (the code as it is), then once per bug in `bugs`,
    /// quietly counting the issues each run records.
    public static func run<Bug: SeededBug>(
        _ bugs: [Bug], runTests: @MainActor (Bug?) async throws -> Void
    ) async -> Result {
        let failures = await issueCount { try await runTests(nil) }
        var missed: [any SeededBug] = []
        for bug in bugs where await issueCount({ try await runTests(bug) }) == 0 {
            missed.append(bug)
        }
        return Result(failuresOnTheRealCode: failures, missed: missed, total: bugs.count)
    }

    /// Runs `body`, counting the issues it records instead of letting them fail the test.
    public static func issueCount(_ body: @MainActor () async throws -> Void) async -> Int {
        let counter = IssueCounter()
        await withKnownIssue(isIntermittent: true) {
            do {
                try await body()
            } catch {
                Issue.record(error)
            }
        } matching: { _ in
            counter.add()
            return true
        }
        return counter.count
    }

    /// Records one issue summing up `result`, unless every bug was caught by tests that
    /// pass on the real code; `subject` names that code (`the controller as it is`). The
    /// issue is recorded at `sourceLocation`: the exercise's grading test, not this file.
    public static func report(
        _ result: Result, testCount: Int, subject: String, firstStep: Int = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if testCount == 0 {
            Issue.record(
                "Step \(firstStep): you have no tests yet, so no bug can be caught.",
                sourceLocation: sourceLocation)
        } else if result.failuresOnTheRealCode > 0 {
            Issue.record(
                """
                Step \(firstStep): your tests must pass against \(subject) before the bugs they \
                catch can count; the failures above show which of them fail there.
                """, sourceLocation: sourceLocation)
        } else if let first = result.missed.min(by: { $0.step < $1.step }) {
            let caught = result.total - result.missed.count
            let list = result.missed.map { "\($0.description) (step \($0.step))" }
            Issue.record(
                """
                Step \(first.step): your tests caught \(caught) of \(result.total) bugs; not caught: \
                \(list.joined(separator: "; ")).
                """, sourceLocation: sourceLocation)
        } else {
            // A pass records nothing, so this line is the only place the tally shows;
            // `workbook check` repeats it under its "All tests pass".
            print("\(BugHunt.caughtEveryBug) \(result.total) of \(result.total).")
        }
    }
}

// MARK: - Counting

/// Counts issues from Swift Testing's issue matcher.
///
/// `@unchecked Sendable`: the matcher must be `@Sendable`, and every access to `issues`
/// goes through `lock`.
private final class IssueCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var issues = 0

    func add() {
        lock.withLock { issues += 1 }
    }

    var count: Int {
        lock.withLock { issues }
    }
}
