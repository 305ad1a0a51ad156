// The tests of exercise 09. Dismiss must work in all three patterns, seen from the screen;
// you must have predicted which of the team's tests would break before changing anything;
// and your prediction is printed beside what really broke. (The team's tests themselves are
// graded by their suite's trait, in TeamTests.swift.) Read them; don't edit them.

import Exercise09MVPPresentation
import Exercise09MVVMPresentation
import Foundation
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise09MVC
@testable import Exercise09MVPViews
@testable import Exercise09MVVMViews

@MainActor
@Suite("Exercise 09 · A change request", .timeLimit(.minutes(1)))
struct Exercise09Tests {
    // MARK: - Step 1: the prediction

    @Test("you predicted which of the team's tests would break")
    func predicted() {
        let missing = [
            ("MVC", predictedMVCFailures), ("MVP", predictedMVPFailures), ("MVVM", predictedMVVMFailures),
        ]
        .filter { $0.1 == nil }.map(\.0)

        #expect(
            missing.isEmpty,
            """
            Step 1: before you change any code, write down in Sources/Tests/Predictions.swift which \
            of the team's tests you expect to fail; still `nil`: \(missing.joined(separator: ", ")).
            """)
    }

    // MARK: - Steps 2–4: Dismiss, on each screen

    /// A pattern, the step that adds Dismiss to it, and its screen.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var step: Int
        var testDescription: String { name }

        @MainActor
        func window(_ service: any UserService) -> Window {
            switch name {
            case "MVC": MVCScreen.makeWindow(service: service)
            case "MVP": MVPScreen.makeWindow(service: service)
            default: MVVMScreen.makeWindow(service: service)
            }
        }
    }

    nonisolated static let cases = [
        Case(name: "MVC", step: 2), Case(name: "MVP", step: 3), Case(name: "MVVM", step: 4),
    ]

    private static let bar = "Users  [Refresh]"
    private static let error = "Couldn't load users: The network connection was lost."
    private static let mila = ["1 user", "1. Mila Haward", "   24 years · mila@test.com"]

    @Test("after a failed first load, Dismiss hides the error and itself", arguments: cases)
    func dismissAfterFailedLoad(_ example: Case) async throws {
        let window = await shownScreen(example, .failure(.connectionLost))
        let afterFailure = window.render()

        try await tapDismiss(in: window, example)

        #expect(
            afterFailure == [Self.bar, Self.error, "[Dismiss]"],
            """
            Step \(example.step): after a failed first load the \(example.name) screen should show \
            [Dismiss] on the line under the error. It showed:
            \(afterFailure.joined(separator: "\n"))
            """)
        #expect(
            window.render() == [Self.bar],
            """
            Step \(example.step): after Dismiss, the \(example.name) screen should show neither the \
            error nor Dismiss. It showed:
            \(window.render().joined(separator: "\n"))
            """)
    }

    @Test("after a failed refresh, Dismiss leaves the rows", arguments: cases)
    func dismissAfterFailedRefresh(_ example: Case) async throws {
        let window = await shownScreen(example, .success([User.sample[1]]), .failure(.connectionLost))
        try window.tapButton(titled: "Refresh")
        await window.tasks.waitUntilIdle()
        let afterFailure = window.render()

        try await tapDismiss(in: window, example)

        #expect(
            afterFailure == [Self.bar, Self.error, "[Dismiss]"] + Self.mila,
            """
            Step \(example.step): after a failed refresh the \(example.name) screen should show the \
            error, [Dismiss], then the rows. It showed:
            \(afterFailure.joined(separator: "\n"))
            """)
        #expect(
            window.render() == [Self.bar] + Self.mila,
            """
            Step \(example.step): Dismiss hides the error and itself, and leaves the rows. The \
            \(example.name) screen showed:
            \(window.render().joined(separator: "\n"))
            """)
    }

    @Test("a new load hides Dismiss with the error, and a success never shows it", arguments: cases)
    func loadHidesDismiss(_ example: Case) async throws {
        let window = await shownScreen(example, .failure(.connectionLost), .success([User.sample[1]]))

        try window.tapButton(titled: "Refresh")
        await window.tasks.waitUntilIdle()

        #expect(
            window.render() == [Self.bar] + Self.mila,
            """
            Step \(example.step): after a successful refresh, the \(example.name) screen should show \
            no error and no Dismiss. It showed:
            \(window.render().joined(separator: "\n"))
            """)
    }

    private func shownScreen(_ example: Case, _ results: Result<[User], UserServiceError>...) async -> Window
    {
        let service = ControllableUserService()
        for result in results {
            await service.planNextResult(result)
        }
        await service.releaseAll()
        let window = example.window(service)
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()
        return window
    }

    private func tapDismiss(in window: Window, _ example: Case) async throws {
        guard window.visibleButtons.contains(where: { $0.title == "Dismiss" }) else {
            Issue.record("Step \(example.step): the \(example.name) screen shows no Dismiss button to tap.")
            return
        }
        try window.tapButton(titled: "Dismiss")
        await window.tasks.waitUntilIdle()
    }

    // MARK: - Step 5: what broke

    /// Never fails: a wrong prediction is something to learn from, not to fix. It prints one
    /// `workbook prediction:` line per pattern, which `workbook check 9` sets out as your
    /// step-1 prediction beside the team's tests that break on your code as it is now.
    @Test("what broke, against what you predicted")
    func predictionAgainstWhatBroke() async throws {
        for (name, originals, predicted) in [
            ("MVC", originalMVCTeamTests, predictedMVCFailures),
            ("MVP", originalMVPTeamTests, predictedMVPFailures),
            ("MVVM", originalMVVMTeamTests, predictedMVVMFailures),
        ] {
            var broke: [String] = []
            for test in originals where await issueCount(test.body) > 0 {
                broke.append(test.name)
            }
            let line = PredictionLine(pattern: name, predicted: predicted, broke: broke)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let json = String(decoding: try encoder.encode(line), as: UTF8.self)
            print("workbook prediction: " + json)
        }
    }

    /// Runs `body`, counting the issues it records instead of letting them fail the test.
    private func issueCount(_ body: @MainActor () async throws -> Void) async -> Int {
        let counter = IssueCounter()
        await withKnownIssue(isIntermittent: true) {
            do { try await body() } catch { Issue.record(error) }
        } matching: { _ in
            counter.add()
            return true
        }
        return counter.count
    }

    /// One pattern's prediction and what broke, as `workbook check 9` reads it.
    struct PredictionLine: Encodable {
        var pattern: String
        /// `nil` when step 1 is not done yet.
        var predicted: [String]?
        var broke: [String]
    }
}

/// Counts issues from Swift Testing's issue matcher, which must be `@Sendable`.
/// `@unchecked Sendable`: every access to `issues` goes through `lock`.
private final class IssueCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var issues = 0

    func add() { lock.withLock { issues += 1 } }

    var count: Int { lock.withLock { issues } }
}
