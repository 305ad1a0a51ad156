// Tests of the grader of the tests learners write: what a hunt counts, and where it stops when
// a learner's test never finishes. Its patience is a watchdog; here the watchdog fires on cue,
// once the stuck run has begun, so nothing waits on the clock.

import Foundation
import Testing

@testable import ExerciseGrading

@MainActor
@Suite("Grading the learner's tests by the bugs they catch", .timeLimit(.minutes(1)))
struct BugHuntTests {
    /// Bugs for a hunt: one the tests catch, one they miss, one they get stuck on, one after it.
    enum Bug: String, SeededBug {
        case caught, missed, stuck, afterTheStuckOne

        var description: String { "the \(rawValue) bug shows" }
        var step: Int { self == .stuck ? 2 : 1 }
    }

    @Test("counts what the tests catch, and stops at the first copy they never finish on")
    func stopsAtTheStuckCopy() async {
        let stuck = Gate()
        let leftBehind = Gate()
        var ran: [Bug?] = []
        var leftBehindWasCancelled = false
        let result = await BugHunt.run(Bug.allCases, timeUp: stuck.opened) { bug in
            ran.append(bug)
            switch bug {
            case nil, .missed, .afterTheStuckOne: break
            case .caught: Issue.record("this copy is caught")
            case .stuck:
                stuck.open()
                // Only cancelling wakes it: a real stuck test would not wake even then.
                try? await Task.sleep(for: .seconds(3_600))
                leftBehindWasCancelled = Task.isCancelled
                leftBehind.open()
            }
        }
        await leftBehind.opened()

        #expect(leftBehindWasCancelled, "the hunt should cancel the run it gives up on")
        #expect(ran == [nil, .caught, .missed, .stuck])
        #expect(result.failuresOnTheRealCode == 0)
        #expect(!result.hungOnTheRealCode)
        #expect(result.missed.map { $0 as? Bug } == [.missed])
        #expect(result.hungOn as? Bug == .stuck)
        #expect(result.total == 4)
    }

    @Test("tests stuck on the code as it is stop the hunt before any copy")
    func stuckOnTheRealCode() async {
        let stuck = Gate()
        var ran: [Bug?] = []
        let result = await BugHunt.run(Bug.allCases, timeUp: stuck.opened) { bug in
            ran.append(bug)
            stuck.open()
            try? await Task.sleep(for: .seconds(3_600))
        }

        #expect(ran == [nil])
        #expect(result.hungOnTheRealCode)
        #expect(result.hungOn == nil)
    }

    @Test("the report names the copy the tests got stuck on, and its step")
    func reportOfAStuckCopy() {
        var result = BugHunt.Result(failuresOnTheRealCode: 0, missed: [Bug.missed], total: 4)
        result.hungOn = Bug.stuck

        let reported = recordedComments { BugHunt.report(result, testCount: 3, subject: "the form") }

        #expect(reported.count == 1)
        let stuckCopy = "Step 2: your tests never finished on the copy where the stuck bug shows"
        #expect(reported.first?.hasPrefix(stuckCopy) == true)
    }

    @Test("a hunt that caught every bug records nothing")
    func reportOfACleanHunt() {
        let result = BugHunt.Result(failuresOnTheRealCode: 0, missed: [], total: 4)

        #expect(recordedComments { BugHunt.report(result, testCount: 3, subject: "the form") }.isEmpty)
    }

    /// The comments of the issues `body` records, which are expected here, not failures.
    private func recordedComments(_ body: () -> Void) -> [String] {
        let comments = Comments()
        withKnownIssue(isIntermittent: true) {
            body()
        } matching: { issue in
            comments.add(issue.comments.map(\.rawValue))
            return true
        }
        return comments.all
    }
}

/// Opens once; whoever waits for it goes on then, or at once if it already has.
@MainActor
private final class Gate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }

    func opened() async {
        if isOpen { return }
        await withCheckedContinuation { waiting.append($0) }
    }
}

/// Comments gathered by Swift Testing's issue matcher, which must be `@Sendable`.
///
/// `@unchecked Sendable`: every access goes through `lock`.
private final class Comments: @unchecked Sendable {
    private let lock = NSLock()
    private var gathered: [String] = []

    func add(_ comments: [String]) {
        lock.withLock { gathered += comments }
    }

    var all: [String] { lock.withLock { gathered } }
}
