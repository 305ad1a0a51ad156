// Measures a change request the way an engineer makes it, part by part, in one scratch copy:
// the model first, then each pattern, then what all five share. For each part it applies
// the sources patch and runs the part's existing tests, then the test doubles (if a changed
// protocol needs them) and runs them again, then the updated tests, which must all pass.
// The patterns change disjoint files, so measuring them one after another in one copy
// finds the same breakages as measuring each alone, and builds far less.

import Foundation

/// Runs the measurement of one change request through a workshop.
@MainActor
public struct ChangeRequestMeasurement {
    var request: ChangeRequest
    /// The patterns to measure; the model always is, and what all five share only with all five.
    var patterns: [ChangeRequestPart]
    var workshop: any ChangeRequestWorkshop
    var progress: ChangeRequestProgress
    /// Whether the user stopped the run (Ctrl-C, SIGTERM, SIGHUP).
    var isInterrupted: () -> Bool = { Interrupt.received }

    /// Measures `patterns` of `request` in `workshop`, showing `progress`.
    public init(
        request: ChangeRequest, patterns: [ChangeRequestPart], workshop: any ChangeRequestWorkshop,
        progress: ChangeRequestProgress
    ) {
        self.request = request
        self.patterns = patterns
        self.workshop = workshop
        self.progress = progress
    }

    /// The parts measured, in order.
    var parts: [ChangeRequestPart] {
        let all = Set(patterns) == Set(ChangeRequestPart.patterns) && !request.patches(of: .shared).isEmpty
        return [.model] + patterns + (all ? [.shared] : [])
    }

    /// Copies the package at `root`, measures every part in the copy, removes the copy.
    public func run(root: URL) async throws(CommandError) -> ChangeRequestReport {
        progress.step("Copying the package to \(ScratchWorkshop.folder)/package")
        let scratch = try await workshop.makeScratchCopy(of: root)
        let result: Result<ChangeRequestReport, CommandError>
        do {
            result = .success(try await measure(in: scratch))
        } catch {
            result = .failure(error)
        }
        progress.step("Removing the scratch copy")
        workshop.removeScratchCopy(scratch)
        return try result.get()
    }

    private func measure(in scratch: URL) async throws(CommandError) -> ChangeRequestReport {
        var report = ChangeRequestReport(
            changeRequest: request.name, title: request.title, parts: [], notMeasured: [])
        var warnings: [String] = []
        for part in parts {
            let patches = request.patches(of: part)
            let tests = part.tests
            for patch in patches where patch.kind == .sources {
                try await apply(patch, in: scratch)
            }
            let before = try await runTests(
                tests, of: part, "existing tests", in: scratch, warnings: &warnings)
            var withTestDoubles: ChangeRequestReport.TestRun?
            if let doubles = patches.first(where: { $0.kind == .testDoubles }) {
                try await apply(doubles, in: scratch)
                withTestDoubles = try await runTests(
                    tests, of: part, "existing tests, doubles updated", in: scratch, warnings: &warnings)
            }
            var after = withTestDoubles ?? before
            if let updated = patches.first(where: { $0.kind == .tests }) {
                try await apply(updated, in: scratch)
                after = try await runTests(tests, of: part, "updated tests", in: scratch, warnings: &warnings)
            }
            guard after.compiled, after.failed.isEmpty else {
                throw .failure(Self.stillFailing(after, part: part, tests: tests))
            }
            report.parts.append(
                ChangeRequestReport.Part(
                    part: part,
                    patches: patches.map { ChangeRequestReport.PatchSize(kind: $0.kind, diff: $0.diff) },
                    testsRun: tests.label, before: before, withTestDoubles: withTestDoubles, after: after))
        }
        if !parts.contains(.shared), !request.patches(of: .shared).isEmpty {
            report.notMeasured.append(
                "the tests all five patterns share need all five patches; run without --patterns "
                    + "to measure them.")
        }
        guard warnings.isEmpty else {
            throw .failure(
                "the patched code builds with warnings, and lesson code builds without any:\n"
                    + warnings.map { "  " + $0 }.joined(separator: "\n"))
        }
        return report
    }

    // MARK: - Steps

    private func apply(_ patch: ChangeRequestPatch, in scratch: URL) async throws(CommandError) {
        try stopIfInterrupted()
        progress.step("\(patch.part.title): applying \(patch.fileName)")
        try await workshop.apply(patch.url, in: scratch)
    }

    private func runTests(
        _ tests: TestSelection, of part: ChangeRequestPart, _ what: String, in scratch: URL,
        warnings: inout [String]
    ) async throws(CommandError) -> ChangeRequestReport.TestRun {
        try stopIfInterrupted()
        progress.beginRun("\(part.title) · \(tests.label) (\(what))")
        let (events, continuation) = AsyncStream.makeStream(of: TestRunProgress.self)
        let shown = Task { @MainActor in
            for await event in events { progress.update(event) }
        }
        let ticks = Task { @MainActor in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                progress.tick()
            }
        }
        let result: Result<ProcessOutput, CommandError>
        do {
            result = .success(
                try await workshop.swiftTest(
                    tests.arguments, in: scratch, progress: { continuation.yield($0) }))
        } catch {
            result = .failure(error)
        }
        continuation.finish()
        await shown.value
        ticks.cancel()
        let output = try result.get()
        try stopIfInterrupted()
        for warning in TestOutcome.warnings(in: output.text, scratch: scratch)
        where !warnings.contains(warning) {
            warnings.append(warning)
        }
        var run = try TestOutcome.testRun(from: output, scratch: scratch)
        if run.compiled, run.tests == 0 {
            progress.endRun("no tests ran")
            throw .failure("no test of \(tests.label) ran (\(what)); check the test target and its filter.")
        }
        if !tests.countsTests { run.tests = nil }
        progress.endRun(TestOutcome.summary(of: run))
        return run
    }

    private func stopIfInterrupted() throws(CommandError) {
        if isInterrupted() {
            throw .failure("stopped before the measurement finished; the scratch copy is removed.")
        }
    }

    private static func stillFailing(
        _ run: ChangeRequestReport.TestRun, part: ChangeRequestPart, tests: TestSelection
    ) -> String {
        let subject = "with every \(part.rawValue) patch applied"
        if !run.compiled {
            return "\(subject), \(tests.label) still does not compile:\n"
                + run.compilerErrors.map { "  " + $0 }.joined(separator: "\n")
        }
        return
            "\(subject), \(run.failed.count) \(run.failed.count == 1 ? "test" : "tests") of \(tests.label) "
            + "still \(run.failed.count == 1 ? "fails" : "fail"):\n"
            + run.failed.map { "  \($0.file): \($0.name)" }.joined(separator: "\n")
    }
}
