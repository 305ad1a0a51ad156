// What measuring a change request found, part by part: how big each patch is, and what the
// existing tests made of the new code before they were updated. It holds no times and no
// paths of the machine it ran on, so the same patches always give the same report — which is
// what lets the repository keep a recorded copy for the chapter to quote.

/// The measurement of one change request.
public struct ChangeRequestReport: Sendable, Equatable, Codable {
    /// The folder's name, such as `sort-by-age`.
    var changeRequest: String
    /// The request's title, such as `Sort by age`.
    var title: String
    /// Each part measured, in the order the patches were applied.
    var parts: [Part]
    /// Parts left out and why, such as the shared tests when only some patterns ran.
    var notMeasured: [String]

    /// The report with only the model, `patterns`, and what all five share when all five
    /// are among them.
    public func showing(_ patterns: [ChangeRequestPart]) -> ChangeRequestReport {
        var shown = self
        shown.parts = parts.filter { part in
            part.part == .model || patterns.contains(part.part)
                || (part.part == .shared && Set(patterns) == Set(ChangeRequestPart.patterns))
        }
        return shown
    }

    /// One part: the model, a pattern, or what all five share.
    struct Part: Sendable, Equatable, Codable {
        var part: ChangeRequestPart
        /// The part's patches, sources first.
        var patches: [PatchSize]
        /// The tests run, such as `MVPTests`.
        var testsRun: String
        /// The existing tests with only the sources patched.
        var before: TestRun
        /// The existing tests once the test doubles were made to compile; `nil` without a
        /// test-doubles patch.
        var withTestDoubles: TestRun?
        /// The tests with every patch of the part applied: all of them pass.
        var after: TestRun

        /// The patch of `kind`, if the part has one.
        func patch(_ kind: PatchKind) -> PatchSize? {
            patches.first { $0.kind == kind }
        }

        /// The lines the part's test patches add and remove, test doubles included.
        var testLines: (added: Int, removed: Int) {
            patches.filter { $0.kind != .sources }.reduce((0, 0)) { ($0.0 + $1.added, $0.1 + $1.removed) }
        }

        /// How many tests the update added.
        var newTests: Int {
            let existing = [before, withTestDoubles].compactMap { $0 }.last { $0.compiled }?.tests
            guard let existing, let updated = after.tests else { return 0 }
            return updated - existing
        }
    }

    /// One patch's size.
    struct PatchSize: Sendable, Equatable, Codable {
        var kind: PatchKind
        var added: Int
        var removed: Int
        var files: [FileChange]

        /// The size of `diff`.
        init(kind: PatchKind, diff: PatchFile) {
            self.kind = kind
            added = diff.added
            removed = diff.removed
            files = diff.files
        }
    }

    /// What one `swift test` run of a part's tests showed.
    struct TestRun: Sendable, Equatable, Codable {
        /// Whether the tests compiled at all.
        var compiled: Bool
        /// When they did not: the compiler's errors, `path:line:column: message`.
        var compilerErrors: [String]
        /// How many tests ran (a parameterized test counts once); `nil` when the selection
        /// is not counted (``TestSelection/countsTests``).
        var tests: Int?
        /// The tests that failed, by file.
        var failed: [FailedTest]

        /// A run whose tests did not compile.
        static func didNotCompile(_ errors: [String]) -> TestRun {
            TestRun(compiled: false, compilerErrors: errors, tests: 0, failed: [])
        }

        /// A run of `tests` tests of which `failed` failed.
        static func ran(_ tests: Int?, failed: [FailedTest] = []) -> TestRun {
            TestRun(compiled: true, compilerErrors: [], tests: tests, failed: failed)
        }
    }
}
