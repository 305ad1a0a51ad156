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
