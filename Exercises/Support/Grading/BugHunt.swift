// How the tests you write are graded, in every exercise where you write them: your suite's
// trait, `.huntingSeededBugs(…)`, runs each of your tests on the code as it is, where it must
// pass, then once per seeded bug, where a failure is expected (`withKnownIssue`) and counts as
// catching that bug; after the suite it sums up. One copy, in the `ExerciseGrading` target.

import Foundation
import Testing

// MARK: - Seeded bugs

/// A bug the grading can switch on in the code under test.
public protocol SeededBug: CaseIterable, Hashable, Sendable {
    /// What the bug does, in the words a user would use: `a refresh hides the rows`.
    var description: String { get }
    /// The README step whose tests should catch it.
    var step: Int { get }
}

extension SeededBug {
    /// The bug of this kind switched on in this run, if any: what the code under test reads.
    public static var current: Self? {
        if case .seeded(let bug) = CodeUnderTest.current { bug as? Self } else { nil }
    }
}

/// Which code this run of a test gets; the exercise's factory reads it. A task-local, so the
/// tasks a test starts inherit it.
public enum CodeUnderTest: Sendable {
    /// The learner's own code.
    case yours
    /// The reference code, every bug switched off.
    case reference
    /// The reference code with one bug switched on.
    case seeded(any SeededBug)

    @TaskLocal public static var current = CodeUnderTest.reference

    /// Whether `bug` is switched on in this run.
    public static func isOn<Bug: SeededBug>(_ bug: Bug) -> Bool { Bug.current == bug }
}

// MARK: - The trait

extension Trait {
    /// Grades the suite's tests by the bugs in `bugs` they catch; `subject` names the code they
    /// must pass on (`the presenter as it is`), `firstStep` the README step to name when they
    /// don't. With `alsoOnYourCode`, each test runs on the learner's own code first, where it
    /// must pass too, though what it catches counts either way.
    public static func huntingSeededBugs<Bug: SeededBug>(
        _ bugs: Bug.Type, subject: String, firstStep: Int = 1, alsoOnYourCode: Bool = false
    ) -> Self where Self == BugHuntTrait<Bug> {
        BugHuntTrait(subject: subject, firstStep: firstStep, alsoOnYourCode: alsoOnYourCode)
    }
}

/// Runs each test of its suite on the code as it is and once per seeded bug, and reports the
/// bugs no test caught once the suite has run.
public struct BugHuntTrait<Bug: SeededBug>: SuiteTrait, TestTrait, TestScoping {
    let subject: String
    let firstStep: Int
    let alsoOnYourCode: Bool
    /// Returns when a run has taken too long; the grader's own tests end it on cue.
    var timeUp: @Sendable () async -> Void = { try? await Task.sleep(for: BugHunt.patience) }
    /// Where the grading's findings go; the grader's own tests collect them.
    var record: @Sendable (String, SourceLocation) -> Void = {
        Issue.record(Comment(rawValue: $0), sourceLocation: $1)
    }
    let tally = Tally()

    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        test.isSuite || testCase != nil ? self : nil
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else {
            tally.enterSuite()
            try await function()
            // A suite nested in the hunted one leaves the summing up to it.
            guard tally.leaveSuite() else { return }
            // A pass records nothing, so this line is the only place the tally shows;
            // `workbook check` repeats it under its "All tests pass".
            switch tally.summary(bugs: Array(Bug.allCases), subject: subject, firstStep: firstStep) {
            case .issue(let text): record(text, test.sourceLocation)
            case .line(let text): print(text)
            case nil: break
            }
            return
        }
        tally.addTest()
        if alsoOnYourCode {
            // A failure on the learner's code fails the test, but what it catches still counts.
            await runOnYourCode(function, test)
        }
        guard !tally.isStuck, try await passesOnTheReference(function, test) else { return }
        for bug in Bug.allCases where !tally.isStuck {
            switch await run(on: .seeded(bug), function) {
            case .finished(let issues, _): if issues > 0 { tally.caught(bug) }
            case .stuck:
                tally.stuck()
                record(
                    """
                    Step \(bug.step): this test never finished on the copy where \(bug.description) \
                    (step \(bug.step)): it awaits something that bug never lets happen. Where a bug may \
                    leave work pending, check a flag (such as task.isCancelled) instead of awaiting it.
                    """, test.sourceLocation)
            }
        }
    }

    /// Runs `function` on the learner's code, where its failures are the test's own.
    private func runOnYourCode(_ function: @Sendable () async throws -> Void, _ test: Test) async {
        switch await run(on: .yours, expectingFailures: false, function) {
        case .finished(_, let error?): Issue.record(error, sourceLocation: test.sourceLocation)
        case .finished: break
        case .stuck: stuck(on: "your code", test)
        }
    }

    /// Runs `function` on the reference, where its failures are the test's own, and says whether
    /// it passed there.
    private func passesOnTheReference(_ function: @Sendable () async throws -> Void, _ test: Test)
        async throws
        -> Bool
    {
        let outcome = await run(on: .reference, expectingFailures: false, function)
        if case .finished(0, nil) = outcome { return true }
        if case .stuck = outcome {
            stuck(on: subject, test)
            return false
        }
        tally.failedWhereItMustPass(test.displayName ?? test.name)
        if case .finished(_, let error?) = outcome { throw error }
        return false
    }

    private func stuck(on code: String, _ test: Test) {
        tally.stuck()
        record(
            """
            Step \(firstStep): this test never finished against \(code): it awaits something that \
            never happens there. Await a task only once what it waits for has happened.
            """, test.sourceLocation)
    }

    private enum Outcome: Sendable {
        /// How many issues the run recorded, and the error it threw, if any.
        case finished(issues: Int, error: (any Error)?)
        case stuck
    }

    /// Runs `function` with `code` under test beside a watchdog, counting the issues it records;
    /// they are expected ones when `expectingFailures`. If the watchdog ends first, the run is
    /// cancelled, and the rest of the hunt skipped; a run that ignores cancellation is left to
    /// the suite's time limit: Swift Testing can't leave a test's body behind.
    private func run(
        on code: CodeUnderTest, expectingFailures: Bool = true, _ function: @Sendable () async throws -> Void
    ) async -> Outcome {
        let counter = IssueCounter()
        return await withoutActuallyEscaping(function) { function in
            await withTaskGroup(of: Outcome?.self) { group in
                group.addTask {
                    var thrown: (any Error)?
                    await CodeUnderTest.$current.withValue(code) {
                        await withKnownIssue(isIntermittent: true) {
                            do { try await function() } catch { thrown = error }
                            if expectingFailures, let error = thrown { Issue.record(error) }
                        } matching: { _ in
                            counter.add()
                            return expectingFailures
                        }
                    }
                    return .finished(issues: counter.count, error: expectingFailures ? nil : thrown)
                }
                group.addTask {
                    await timeUp()
                    return Task.isCancelled ? nil : .stuck
                }
                let first = await group.next() ?? nil
                group.cancelAll()
                return first ?? .stuck
            }
        }
    }
}

// MARK: - The tally

/// What a suite's tests caught so far, shared by every copy of the trait's value.
/// `@unchecked Sendable`: tests run in parallel, and every access goes through `lock`.
final class Tally: @unchecked Sendable {
    enum Summary: Equatable {
        /// A finding to record as an issue.
        case issue(String)
        /// The tally of a hunt that caught every bug, to print.
        case line(String)
    }

    private let lock = NSLock()
    private var tests = 0
    private var caughtBugs: [AnyHashable] = []
    private var mustPassFailures: [String] = []
    private var hasStuck = false
    private var suitesRunning = 0

    func enterSuite() { lock.withLock { suitesRunning += 1 } }
    /// Whether the suite left was the outermost.
    func leaveSuite() -> Bool {
        lock.withLock {
            suitesRunning -= 1
            return suitesRunning == 0
        }
    }
    func addTest() { lock.withLock { tests += 1 } }
    func caught<Bug: SeededBug>(_ bug: Bug) { lock.withLock { caughtBugs.append(bug) } }
    func failedWhereItMustPass(_ name: String) { lock.withLock { mustPassFailures.append(name) } }
    func stuck() { lock.withLock { hasStuck = true } }
    var isStuck: Bool { lock.withLock { hasStuck } }

    /// What to say once the suite has run; nothing after a stuck run, which said so already.
    func summary<Bug: SeededBug>(bugs: [Bug], subject: String, firstStep: Int) -> Summary? {
        lock.withLock {
            if tests == 0 {
                return .issue("Step \(firstStep): you have no tests yet, so no bug can be caught.")
            }
            if hasStuck { return nil }
            if !mustPassFailures.isEmpty {
                let names = mustPassFailures.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
                return .issue(
                    """
                    Step \(firstStep): your tests must pass against \(subject) before the bugs they catch \
                    can count; failing there: \(names).
                    """)
            }
            let missed = bugs.filter { !caughtBugs.contains($0) }
            guard let first = missed.min(by: { $0.step < $1.step }) else {
                return .line("\(BugHunt.caughtEveryBug) \(bugs.count) of \(bugs.count).")
            }
            let list = missed.map { "\($0.description) (step \($0.step))" }.joined(separator: "; ")
            return .issue(
                "Step \(first.step): your tests caught \(bugs.count - missed.count) of \(bugs.count) bugs; "
                    + "not caught: \(list).")
        }
    }
}

/// What the workbook's `check` command looks for in the tests' output.
public enum BugHunt {
    /// How long one run of a test may take: hundreds of times what it needs, so it only ends a
    /// test awaiting what a seeded bug never does, and says which bug it waits on.
    public static let patience = Duration.seconds(15)
    /// How the tally of a hunt that caught every bug begins.
    public static let caughtEveryBug = "Your tests caught every seeded bug:"
}

/// Counts issues from Swift Testing's issue matcher, which must be `@Sendable`.
/// `@unchecked Sendable`: every access to `issues` goes through `lock`.
private final class IssueCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var issues = 0

    func add() { lock.withLock { issues += 1 } }

    var count: Int { lock.withLock { issues } }
}
