// Runs one script through several patterns and lines up their screens step by step —
// the data behind `workbook compare` and the conformance tests.

import UserModel

public struct ScriptRun: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public var event: String
        public var isServicePlan: Bool
        public var screens: [Screen]

        public var isIdentical: Bool { Set(screens.map(\.lines)).count <= 1 }
    }

    public struct Screen: Sendable, Equatable {
        public var pattern: ArchitecturePattern
        public var lines: [String]
    }

    public var steps: [Step]

    public var isIdentical: Bool { steps.allSatisfy(\.isIdentical) }
}

@MainActor
public enum ScriptRunner {
    /// Runs `steps` once per pattern, each on a fresh screen and service. `base` answers
    /// fetches nothing was planned for; `users` are what `return-next` picks from by id.
    public static func run(
        _ steps: [ScriptStep],
        patterns: [ArchitecturePattern],
        base: any UserService,
        users: [User]?,
        wiring: @MainActor (ArchitecturePattern) -> SessionWiring = SessionWiring.standard,
        afterEachStep: @MainActor (ArchitecturePattern, Int) -> Void = { _, _ in }
    ) async throws(ScriptStepError) -> ScriptRun {
        var run = ScriptRun(
            steps: steps.map { ScriptRun.Step(event: $0.text, isServicePlan: $0.isServicePlan, screens: []) })
        for pattern in patterns {
            let session = ScriptedSession(pattern: pattern, base: base, users: users, wiring: wiring(pattern))
            for (index, step) in steps.enumerated() {
                try await session.perform(step)
                run.steps[index].screens.append(ScriptRun.Screen(pattern: pattern, lines: session.screen))
                afterEachStep(pattern, index)
            }
        }
        return run
    }
}

// The built-in scenarios together reach every state the feature chapter lists. Chapters and
// exercises refer to them by name, so names are stable.
public struct Scenario: Sendable, Equatable {
    public var name: String
    public var summary: String
    public var script: String

    public static let builtIn: [Scenario] = [
        Scenario(
            name: "first-launch", summary: "The first load: spinner, then the sorted list.",
            script: "load; wait"),
        Scenario(
            name: "empty", summary: "The service returns no users: \"No users yet.\"",
            script: "return-next none; load; wait"),
        Scenario(
            name: "error-then-retry", summary: "The first load fails; Retry loads the list.",
            script: "fail-next; load; wait; retry; wait"),
        Scenario(
            name: "refresh", summary: "Refreshing keeps the rows under the spinner.",
            script: "load; wait; refresh; wait"),
        Scenario(
            name: "refresh-failure", summary: "A failed refresh keeps the rows and shows the error.",
            script: "load; wait; fail-next; refresh; wait"),
        Scenario(
            name: "search", summary: "Searching filters without refetching; diacritics fold.",
            script: "load; wait; search mi; search renee; search ha ward; search"),
        Scenario(
            name: "no-match", summary: "A search that matches nobody, surviving a refresh.",
            script: "load; wait; search zz; refresh; wait"),
        Scenario(
            name: "detail-and-back", summary: "Select a filtered row, see the detail, go back.",
            script: "load; wait; search ha; select 2; back"),
        Scenario(
            name: "favourite",
            summary: "A favourite toggled on the detail screen shows on the list, without a reload.",
            script: "load; wait; select 2; favourite; back"),
        Scenario(
            name: "stale-response",
            summary: "Two loads in flight answer out of order; the older answer is dropped.",
            script: "return-next 1,2; load; foreground; wait newest-first"),
    ]

    public static let defaultName = "first-launch"

    public static func named(_ name: String) -> Scenario? { builtIn.first { $0.name == name } }
}
