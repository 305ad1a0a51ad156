// Runs one script through several patterns and lines up their screens step by step —
// the data behind `workbook compare` and the conformance tests.

import CallTracing
import UserModel

/// The screens every pattern drew after each step of a script.
public struct ScriptRun: Sendable, Equatable {
    /// One step and the screens after it.
    public struct Step: Sendable, Equatable {
        /// The step as written.
        public var event: String
        /// Whether the step only planned the service's next answer.
        public var isServicePlan: Bool
        /// Each pattern's screen, in the run's pattern order.
        public var screens: [(pattern: ArchitecturePattern, lines: [String])]
        /// Each pattern's calls during the step, when the run was traced.
        public var traces: [(pattern: ArchitecturePattern, calls: [TraceCall])] = []

        /// Whether every pattern drew the same lines.
        public var isIdentical: Bool {
            Set(screens.map(\.lines)).count <= 1
        }

        /// Equal when the event and every screen are equal.
        public static func == (lhs: Step, rhs: Step) -> Bool {
            lhs.event == rhs.event && lhs.screens.map(\.pattern) == rhs.screens.map(\.pattern)
                && lhs.screens.map(\.lines) == rhs.screens.map(\.lines)
                && lhs.traces.map(\.calls) == rhs.traces.map(\.calls)
        }
    }

    /// The steps, in order.
    public var steps: [Step]

    /// Every step's screens agree.
    public var isIdentical: Bool { steps.allSatisfy(\.isIdentical) }
}

/// Runs scripts across patterns.
@MainActor
public enum ScriptRunner {
    /// Runs `steps` once per pattern, each on a fresh screen and service.
    ///
    /// - Parameters:
    ///   - base: answers fetches nothing was planned for (the sample, or a users file).
    ///   - users: the users `return-next` picks from by id; `nil` when the file didn't load.
    ///   - tracing: whether to record each pattern's calls, step by step.
    public static func run(
        _ steps: [ScriptStep],
        patterns: [ArchitecturePattern],
        base: any UserService,
        users: [User]?,
        tracing: Bool = false
    ) async throws(ScriptStepError) -> ScriptRun {
        var run = ScriptRun(
            steps: steps.map { ScriptRun.Step(event: $0.text, isServicePlan: $0.isServicePlan, screens: []) })
        for pattern in patterns {
            let tracer = tracing ? CallTracer() : nil
            let session = ScriptedSession(pattern: pattern, base: base, users: users, tracer: tracer)
            for (index, step) in steps.enumerated() {
                try await session.perform(step)
                run.steps[index].screens.append((pattern, session.screen))
                if let tracer {
                    run.steps[index].traces.append((pattern, tracer.takeCalls()))
                }
            }
        }
        return run
    }
}
