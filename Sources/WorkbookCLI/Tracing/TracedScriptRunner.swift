// Runs a script through several patterns, as the harness's ScriptRunner does, but with each
// pattern's screen wired for a trace: the screens after each step, plus who called whom.

import UserModel

/// A script's screens, and each pattern's calls during each step.
public struct TracedRun: Sendable {
    public var run: ScriptRun
    /// `calls[step][index]`: the calls of the pattern `run.steps[step].screens[index]` shows.
    public var calls: [[[TraceCall]]]
}

@MainActor
public enum TracedScriptRunner {
    /// Runs `steps` once per pattern, each on a fresh, traced screen and service.
    public static func run(
        _ steps: [ScriptStep],
        patterns: [ArchitecturePattern],
        base: any UserService,
        users: [User]?
    ) async throws(ScriptStepError) -> TracedRun {
        var tracers: [ArchitecturePattern: CallTracer] = [:]
        var calls = Array(repeating: [[TraceCall]](), count: steps.count)
        let run = try await ScriptRunner.run(
            steps, patterns: patterns, base: base, users: users,
            wiring: { pattern in
                let tracer = CallTracer()
                tracers[pattern] = tracer
                return .traced(pattern, into: tracer)
            },
            afterEachStep: { pattern, index in
                calls[index].append(tracers[pattern]?.takeCalls() ?? [])
            })
        return TracedRun(run: run, calls: calls)
    }
}
