// The grader of exercises not yet moved to `.huntingSeededBugs`: it runs tests listed as
// closures. Goes once every exercise's tests are `@Test` functions.

import Foundation
import Testing

// MARK: - The hunt

/// Runs tests against the code as it is and against each seeded bug, and says how many
/// bugs they caught.
@MainActor
extension BugHunt {
    public struct Result {
        /// How many issues the tests recorded against the code as it is (should be none).
        public var failuresOnTheRealCode: Int
        /// The bugs no test failed on.
        public var missed: [any SeededBug]
        public var total: Int
        /// Whether the tests never finished against the code as it is.
        public var hungOnTheRealCode = false
        /// The first bug with which the tests never finished; the hunt stops there.
        public var hungOn: (any SeededBug)?
    }

    /// Runs `runTests` once with `nil` (the code as it is), then once per bug in `bugs`,
    /// quietly counting the issues each run records. A run that hasn't finished when
    /// `timeUp` returns (after ``patience``; the grader's own tests end it on cue) is left
    /// behind, and the hunt stops there, so it ends well within the grading test's time
    /// limit; ``report(_:testCount:subject:firstStep:sourceLocation:)`` says where it got stuck.
    public static func run<Bug: SeededBug>(
        _ bugs: [Bug],
        timeUp: @escaping @Sendable () async -> Void = { try? await Task.sleep(for: patience) },
        runTests: @escaping @MainActor (Bug?) async throws -> Void
    ) async -> Result {
        let real = await patientIssueCount(timeUp: timeUp) { try await runTests(nil) }
        var result = Result(
            failuresOnTheRealCode: real.issues, missed: [], total: bugs.count,
            hungOnTheRealCode: !real.finished)
        guard real.finished else { return result }
        for bug in bugs {
            let run = await patientIssueCount(timeUp: timeUp) { try await runTests(bug) }
            guard run.finished else {
                result.hungOn = bug
                break
            }
            if run.issues == 0 { result.missed.append(bug) }
        }
        return result
    }

    /// Like ``issueCount(_:)``, but waits for `body` to finish only until `timeUp` returns,
    /// then cancels it and goes on without it.
    private static func patientIssueCount(
        timeUp: @escaping @Sendable () async -> Void, _ body: @escaping @MainActor () async throws -> Void
    ) async -> (issues: Int, finished: Bool) {
        var finished = false
        let issues = await issueCount {
            finished = await finishesInTime(timeUp: timeUp) {
                do {
                    try await body()
                } catch {
                    Issue.record(error)
                }
            }
        }
        return (issues, finished)
    }

    /// Runs `body` in a task of its own (which inherits the known-issue scope) and says
    /// whether it finished before `timeUp` returned; if not, cancels it and stops waiting.
    private static func finishesInTime(
        timeUp: @escaping @Sendable () async -> Void, _ body: @escaping @MainActor () async -> Void
    ) async -> Bool {
        let outcome = FirstOutcome()
        let work = Task { @MainActor in
            await body()
            outcome.settle(true)
        }
        let watchdog = Task {
            await timeUp()
            outcome.settle(false)
        }
        let finished = await withCheckedContinuation { outcome.wait($0) }
        if finished { watchdog.cancel() } else { work.cancel() }
        return finished
    }

    /// Runs `body`, counting the issues it records instead of letting them fail the test.
    public static func issueCount(_ body: @MainActor () async throws -> Void) async -> Int {
        let counter = LegacyIssueCounter()
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
        } else if result.hungOnTheRealCode {
            Issue.record(
                """
                Step \(firstStep): your tests never finished against \(subject): one of them awaits \
                something that never happens there. Await a task only once what it waits for has \
                happened.
                """, sourceLocation: sourceLocation)
        } else if let bug = result.hungOn {
            Issue.record(
                """
                Step \(bug.step): your tests never finished on the copy where \(bug.description) \
                (step \(bug.step)): one of them awaits something that bug never lets happen. Where a \
                bug may leave work pending, check a flag (such as task.isCancelled) instead of \
                awaiting it.
                """, sourceLocation: sourceLocation)
        } else if result.failuresOnTheRealCode > 0 {
            Issue.record(
                """
                Step \(firstStep): your tests must pass against \(subject) before the bugs they \
                catch can count; the failures listed show which of them fail there.
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

/// Whichever of a run and its watchdog ends first, told to the one waiting, once.
/// `@unchecked Sendable`: settled from two tasks, every access goes through `lock`.
private final class FirstOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var outcome: Bool?
    private var waiting: CheckedContinuation<Bool, Never>?

    /// Resumes `continuation` with the outcome: at once if there is one, else when it comes.
    func wait(_ continuation: CheckedContinuation<Bool, Never>) {
        let known = lock.withLock {
            if outcome == nil { waiting = continuation }
            return outcome
        }
        if let known { continuation.resume(returning: known) }
    }

    /// The first call decides; later ones change nothing.
    func settle(_ finished: Bool) {
        let waiter = lock.withLock {
            guard outcome == nil else { return nil as CheckedContinuation<Bool, Never>? }
            outcome = finished
            defer { waiting = nil }
            return waiting
        }
        waiter?.resume(returning: finished)
    }
}

/// Counts issues from Swift Testing's issue matcher.
///
/// `@unchecked Sendable`: the matcher must be `@Sendable`, and every access to `issues`
/// goes through `lock`.
private final class LegacyIssueCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var issues = 0

    func add() { lock.withLock { issues += 1 } }

    var count: Int { lock.withLock { issues } }
}
