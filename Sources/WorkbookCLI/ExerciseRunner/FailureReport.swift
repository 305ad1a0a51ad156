// What `workbook check` says when tests fail. Where the learner writes tests, their own
// failing tests come first, by name, with their message, the values they found and the
// README step they belong to — the grading can't count the bugs they catch until they pass.
// Then the first failed expectation of the exercise's tests, with what it found beside what
// it expected, its step and the hint to ask for.

import Foundation

/// The words for one failing run of an exercise's tests.
struct FailureReport {
    /// How many of the learner's own failing tests are shown in full.
    static let ownFailuresShown = 3
    /// How long a line of compared values may be before it is cut (`--verbose` has it whole).
    static let valuesLimit = 400

    let report: TestRunReport
    let exercise: Exercise
    let catalog: ExerciseCatalog
    /// The issues the learner's own tests recorded against the code as it is.
    let ownFailures: [TestIssue]
    /// The other issues, in the order to show them; without the grading's "your tests must
    /// pass first" when the learner's own failures are shown instead.
    let otherIssues: [TestIssue]

    init(_ report: TestRunReport, exercise: Exercise, catalog: ExerciseCatalog) {
        self.report = report
        self.exercise = exercise
        self.catalog = catalog
        let ordered = report.issues.enumerated().sorted { lhs, rhs in
            lhs.element.sortKey(lhs.offset) < rhs.element.sortKey(rhs.offset)
        }.map(\.element)
        let learnerFiles = Set(SourceFiles.list(in: catalog.url(of: exercise, "Sources/Tests")))
        let own = ordered.filter { Self.isOwnTest($0, of: exercise, learnerFiles: learnerFiles) }
        ownFailures = own
        otherIssues = ordered.filter { issue in
            !own.contains(issue) && (own.isEmpty || !Self.isMustPassTally(issue))
        }
    }

    // MARK: - Telling the learner's tests from the exercise's

    /// Whether `issue` came from one of the learner's tests: the grading runs them as the cases
    /// of "each of your tests passes …", and their files are in the exercise's `Sources/Tests/`.
    static func isOwnTest(_ issue: TestIssue, of exercise: Exercise, learnerFiles: Set<String>) -> Bool {
        if issue.testName.hasPrefix("each of your tests ") { return true }
        if let path = issue.filePath {
            return path.contains("/\(exercise.relativePath)/Sources/Tests/")
                || path.contains("/\(exercise.relativePath)/Solution/Tests/")
        }
        return issue.fileName.map(learnerFiles.contains) ?? false
    }

    /// The grading's "your tests must pass against … before the bugs they catch can count".
    static func isMustPassTally(_ issue: TestIssue) -> Bool {
        (issue.message ?? "").contains("your tests must pass against")
    }

    /// The learner's name for the test that recorded `issue`.
    static func ownTestName(_ issue: TestIssue) -> String {
        if let name = issue.caseName, !name.isEmpty { return name }
        if let arrow = issue.arguments.range(of: " → ") {
            return String(issue.arguments[arrow.upperBound...])
        }
        return issue.testName
    }

    /// The README step a learner's test belongs to: the one its message or name starts
    /// with (`Step 2: …`), else the `// Step K` comment it is listed under in their list of
    /// tests, as the starters lay it out; `nil` when nothing names one.
    func ownStep(_ issue: TestIssue) -> Int? {
        if let step = issue.step { return step }
        let name = Self.ownTestName(issue)
        if let match = name.prefixMatch(of: /Steps?\s+(\d+)\b/) { return Int(match.1) }
        for side in ["Sources/Tests", "Solution/Tests"] {
            let folder = catalog.url(of: exercise, side)
            for file in SourceFiles.list(in: folder) {
                guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                else { continue }
                if let step = Self.stepComment(above: name, in: text) { return step }
            }
        }
        return nil
    }

    /// Whether the learner's test `name` came with the exercise (an example, or the team's
    /// tests of exercise 09): both their `Sources/Tests/` and the reference's `Solution/Tests/`
    /// list it. The learner didn't write it, so no README step need name it.
    func isGiven(_ name: String) -> Bool {
        ["Sources/Tests", "Solution/Tests"].allSatisfy { side in
            let folder = catalog.url(of: exercise, side)
            return SourceFiles.list(in: folder).contains { file in
                let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                return text?.contains("\"\(name)\"") ?? false
            }
        }
    }

    /// The `// Step K` comment nearest above the line that lists `name`, within the list.
    static func stepComment(above name: String, in text: String) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let listed = lines.firstIndex(where: { $0.contains("\"\(name)\"") }) else { return nil }
        for line in lines[..<listed].reversed() {
            if let match = line.wholeMatch(of: /\s*\/\/\s*Step\s+(\d+)\b.*/) { return Int(match.1) }
            if line.contains("= [") || line.hasPrefix("}") { return nil }
        }
        return nil
    }

    // MARK: - The step the report sends the learner to

    /// The lowest step of what is shown: the learner's failing tests' steps and the first
    /// other failed expectation's — the work comes step by step.
    var firstStep: Int? {
        (ownTestNames.prefix(Self.ownFailuresShown).compactMap { ownStep(ofTest: $0) }
            + [otherIssues.first?.step].compactMap { $0 })
            .min()
    }

    // MARK: - The words

    /// The lines `check` prints.
    func lines() -> [String] {
        let failed = report.failedTests.count
        // Where the learner writes tests, the exercise's few tests run theirs, so "2 tests"
        // next to "6 of your tests" needs saying which is which.
        let gradesYourTests = report.failedTests.contains { $0.contains("your tests") }
        var lines = [
            "✘ \(report.passedCount) of \(report.testCount) tests pass; \(failed) \(failed == 1 ? "fails" : "fail")."
                + (gradesYourTests ? " (The exercise's tests, which run yours.)" : "")
        ]
        let steps = readmeSteps()
        if !ownFailures.isEmpty {
            lines += ownFailureLines(steps: steps)
        }
        if let issue = otherIssues.first {
            lines.append("")
            let count = otherIssues.count
            let arguments = issue.arguments.isEmpty ? "" : " (\(issue.arguments))"
            let which =
                ownFailures.isEmpty
                ? "The first failed expectation" : "The exercise's first failed expectation"
            lines.append(
                "\(which)\(count > 1 ? " (of \(count))" : ""), in \"\(issue.testName)\"\(arguments):")
            lines += details(of: issue)
        }
        if ownFailures.isEmpty && otherIssues.isEmpty {
            lines.append("Run 'swift test --filter \(exercise.moduleName)' to see what failed.")
            return lines
        }
        lines.append("")
        if let step = otherIssues.first?.step {
            lines.append(belongs(to: step, steps: steps, indent: ""))
        }
        if let step = firstStep, let shown = otherIssues.first?.step, step < shown {
            // The work comes step by step: the learner's own failing tests are the earlier step.
            lines.append(
                "Your failing tests come first, at step \(step); stuck? Run 'swift run workbook hint \(exercise.number) --step \(step)'."
            )
        } else if let step = firstStep {
            lines.append("Stuck? Run 'swift run workbook hint \(exercise.number) --step \(step)'.")
        } else {
            lines.append(
                "Read \(exercise.relativePath)/README.md; stuck? Run 'swift run workbook hint \(exercise.number)'."
            )
        }
        return lines
    }

    /// The learner's failing tests, by name, first one issue of each.
    private var ownTestNames: [String] {
        ownFailures.map(Self.ownTestName).reduce(into: [String]()) { names, name in
            if !names.contains(name) { names.append(name) }
        }
    }

    /// The step of the learner's test `name`: the first its issues name.
    private func ownStep(ofTest name: String) -> Int? {
        ownFailures.lazy.filter { Self.ownTestName($0) == name }.compactMap { ownStep($0) }.first
    }

    private func ownFailureLines(steps: [ExerciseStep]) -> [String] {
        let names = ownTestNames
        var lines = [
            "",
            names.count == 1
                ? "Your test \"\(names[0])\" fails on the code as it is:"
                : "\(names.count) of your tests fail on the code as it is:",
        ]
        let indent = names.count > 1 ? "  " : ""
        for name in names.prefix(Self.ownFailuresShown) {
            let issues = ownFailures.filter { Self.ownTestName($0) == name }
            guard let issue = issues.first else { continue }
            if names.count > 1 { lines.append("  \"\(name)\":") }
            lines += details(of: issue).map { $0.isEmpty ? "" : indent + $0 }
            if issues.count > 1 {
                let more = issues.count - 1
                lines.append(
                    indent + "  …and \(more) more failed \(more == 1 ? "expectation" : "expectations") in it "
                        + "('--verbose' shows them).")
            }
            if let step = ownStep(ofTest: name) {
                lines.append(indent + belongs(to: step, steps: steps, indent: "  "))
            } else if !isGiven(name) {
                lines.append(
                    indent
                        + "  No README step is named for it: it is not listed under a '// Step K' comment, and its "
                        + "message doesn't start with 'Step K:'.")
            }
        }
        if names.count > Self.ownFailuresShown {
            lines.append("  …and \(names.count - Self.ownFailuresShown) more ('--verbose' shows them all).")
        }
        lines.append(
            "The grading counts the bugs your tests catch only once every one of them passes on the code as it is."
        )
        return lines
    }

    /// The message (or the expectation), the values found, the difference and the place.
    private func details(of issue: TestIssue) -> [String] {
        var lines: [String] = []
        for line in (issue.message ?? issue.expectation).split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            lines.append(line.isEmpty ? "" : "  " + line)
        }
        if issue.message != nil, let values = issue.checkedValues {
            lines.append("  Checked (→ shows the value found): " + Self.cut(values))
        } else if issue.message == nil, issue.checkedValues != nil, lines.count == 1 {
            lines[0] = "  " + Self.cut(issue.expectation)
        }
        if let difference = issue.difference {
            lines.append("  Difference: " + Self.cut(difference))
        }
        if isGraderLocation(issue) {
            lines.append("  Your tests: \(exercise.relativePath)/Sources/Tests/")
        } else if let location = issue.location {
            lines.append("  at \(location)")
        }
        return lines
    }

    /// Whether `issue` was recorded in a file the README tells the learner not to read: the
    /// shared grader, or, where they write the tests, the exercise's grading tests. Such a
    /// place says nothing about what to fix; their own tests and the README step do.
    private func isGraderLocation(_ issue: TestIssue) -> Bool {
        guard let file = issue.fileName else { return false }
        if file == "BugHunt.swift" || issue.filePath?.contains("/Exercises/Support/") == true { return true }
        let ownTests = catalog.url(of: exercise, "Sources/Tests")
        guard FileManager.default.fileExists(atPath: ownTests.path) else { return false }
        if let path = issue.filePath { return path.contains("/\(exercise.relativePath)/Tests/") }
        let graders = SourceFiles.list(in: catalog.url(of: exercise, "Tests"))
        return graders.contains(file) && !SourceFiles.list(in: ownTests).contains(file)
    }

    private func belongs(to step: Int, steps: [ExerciseStep], indent: String) -> String {
        let title = steps.first { $0.number == step && !$0.title.isEmpty }.map { " — \($0.title)" } ?? ""
        return "\(indent)It belongs to step \(step) of \(exercise.relativePath)/README.md\(title)."
    }

    private func readmeSteps() -> [ExerciseStep] {
        guard let readme = try? String(contentsOf: catalog.url(of: exercise, "README.md"), encoding: .utf8)
        else { return [] }
        return ExerciseStep.steps(inReadme: readme)
    }

    /// `text`, cut at ``valuesLimit`` characters.
    static func cut(_ text: String) -> String {
        text.count <= valuesLimit ? text : text.prefix(valuesLimit) + "… ('--verbose' shows it whole)"
    }
}
