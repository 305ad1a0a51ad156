// Tests of the grader of the tests learners write: suites carrying its trait, whose tests catch
// some seeded bugs, miss others or get stuck on one. Their findings are collected instead of
// failing the run, and the last test reads them; the watchdog fires on cue, not on the clock.

import Foundation
import Testing

@testable import ExerciseGrading

/// Bugs seeded into ``Counter``.
enum CounterBug: String, SeededBug {
    case countsTwice, startsAtOne, unseen, neverSettles

    var description: String { "the \(rawValue) bug shows" }
    var step: Int { self == .neverSettles ? 3 : 2 }
}

/// The code under test, which reads its bug once, at init.
final class Counter: Sendable {
    private let bug = CounterBug.current
    let start: Int

    init() { start = bug == .startsAtOne ? 1 : 0 }

    func incremented(_ value: Int) -> Int { value + (bug == .countsTwice ? 2 : 1) }

    /// Returns at once, unless its bug holds it until the run is cancelled.
    func settle() async {
        guard bug == .neverSettles else { return }
        stuckRunBegan.open()
        await Signal().opened()
        Log.shared.add("cancelled: \(Task.isCancelled)")
    }
}

/// The findings of the hunts below, by suite, and what their tests saw.
private let findings = Log()
private let stuckRunBegan = Signal()

private func hunt(_ name: String, alsoOnYourCode: Bool = false) -> BugHuntTrait<CounterBug> {
    BugHuntTrait(
        subject: "the counter", firstStep: 2, alsoOnYourCode: alsoOnYourCode,
        timeUp: { await stuckRunBegan.opened() },
        record: { text, _ in findings.add("\(name): \(text)") })
}

@Suite("Grading the learner's tests by the bugs they catch", .serialized, .timeLimit(.minutes(1)))
struct BugHuntTests {
    @Suite(hunt("some caught", alsoOnYourCode: true))
    struct SomeCaught {
        @Test func countsFromZero() async {
            Log.shared.add("\(CodeUnderTest.current)")
            let counter = await Task { Counter() }.value

            #expect(counter.incremented(counter.start) == 1)
        }

        @Test func aCounterIsACounter() {
            let counter = Counter()

            #expect(type(of: counter) == Counter.self)
            #expect(ObjectIdentifier(counter) == ObjectIdentifier(counter))
        }
    }

    @Suite(hunt("identity only"))
    struct IdentityOnly {
        @Test func aCounterIsACounter() {
            #expect(String(describing: type(of: Counter())) == "Counter")
        }

        /// Sums up nothing of its own: the hunted suite around it does.
        @Suite struct Nested {
            @Test func countersDiffer() {
                let first = Counter()
                let second = Counter()

                #expect(first !== second)
            }
        }
    }

    @Suite(hunt("stuck"))
    struct Stuck {
        @Test func settles() async {
            let counter = Counter()
            Log.shared.add("\(CodeUnderTest.current)")

            await counter.settle()
        }
    }

    @Test("the hunts caught what their tests catch, and stopped at the copy a test got stuck on")
    func tallies() {
        let seen = Log.shared.all
        #expect(
            Array(seen.prefix(6)) == ["yours", "reference"]
                + ["countsTwice", "startsAtOne", "unseen", "neverSettles"].map {
                    "seeded(ExerciseGradingTests.CounterBug.\($0))"
                })
        #expect(findings.all.count == 3)
        #expect(
            findings.all.first
                == "some caught: Step 2: your tests caught 2 of 4 bugs; not caught: the unseen bug shows (step 2); the neverSettles bug shows (step 3)."
        )
        #expect(
            findings.all.dropFirst().first?.hasPrefix("identity only: Step 2: your tests caught 0 of 4 bugs;")
                == true)
        #expect(
            findings.all.last?.hasPrefix(
                "stuck: Step 3: this test never finished on the copy where the neverSettles bug shows (step 3)"
            ) == true)
        #expect(
            Array(seen.suffix(2)) == [
                "seeded(ExerciseGradingTests.CounterBug.neverSettles)", "cancelled: true",
            ])
    }

    @Test("a suite sums up: no tests yet, tests that must pass first, every bug caught")
    func summaries() {
        let bugs = CounterBug.allCases
        let empty = Tally()
        let failing = Tally()
        failing.addTest()
        failing.failedWhereItMustPass("b")
        failing.failedWhereItMustPass("a")
        let complete = Tally()
        complete.addTest()
        for bug in bugs { complete.caught(bug) }

        #expect(
            empty.summary(bugs: bugs, subject: "the counter", firstStep: 2)
                == .issue("Step 2: you have no tests yet, so no bug can be caught."))
        #expect(
            failing.summary(bugs: bugs, subject: "the counter", firstStep: 2)
                == .issue(
                    "Step 2: your tests must pass against the counter before the bugs they catch can count; failing there: \"a\", \"b\"."
                ))
        #expect(
            complete.summary(bugs: bugs, subject: "the counter", firstStep: 2)
                == .line("Your tests caught every seeded bug: 4 of 4."))
    }
}

// MARK: - Helpers

/// Lines gathered from tests and the grader's findings. `@unchecked Sendable`: every access
/// goes through `lock`.
private final class Log: @unchecked Sendable {
    static let shared = Log()
    private let lock = NSLock()
    private var lines: [String] = []

    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

/// Opens once; whoever waits for it goes on then, at once if it already has, or when its task is
/// cancelled. `@unchecked Sendable`: every access goes through `lock`.
private final class Signal: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var waiting: [UUID: CheckedContinuation<Void, Never>] = [:]

    func open() {
        let waiters = lock.withLock {
            isOpen = true
            defer { waiting = [:] }
            return waiting.values
        }
        for waiter in waiters { waiter.resume() }
    }

    func opened() async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let goOn = lock.withLock {
                    let goOn = isOpen || Task.isCancelled
                    if !goOn { waiting[id] = continuation }
                    return goOn
                }
                if goOn { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { waiting.removeValue(forKey: id) }?.resume()
        }
    }
}
