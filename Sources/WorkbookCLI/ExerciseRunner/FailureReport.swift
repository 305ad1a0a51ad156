// What `workbook check` says when tests fail. Where the learner writes tests, their own
// failing tests come first, by name, with their message, the values found and the README step
// they belong to: the grading counts the bugs they catch only once they pass. Then the
// exercise's first failed expectation (the lowest step first), its step and the hint to ask for.

import Foundation

struct FailureReport {
    static let ownFailuresShown = 3
    static let valuesLimit = 400

    let report: TestRunReport
    let exercise: Exercise
    let catalog: ExerciseCatalog
    let ownFailures: [TestIssue]
    /// The other issues; without the grading's "your tests must pass first" tally when the
    /// learner's own failures are shown instead.
    let otherIssues: [TestIssue]

    init(_ report: TestRunReport, exercise: Exercise, catalog: ExerciseCatalog) {
        self.report = report
        self.exercise = exercise
        self.catalog = catalog
        let ordered = report.issues.enumerated().sorted {
            $0.element.sortKey($0.offset) < $1.element.sortKey($1.offset)
        }
        .map(\.element)
        // The grading runs the learner's tests as the cases of "each of your tests passes …".
        let own = ordered.filter { issue in
            issue.testName.hasPrefix("each of your tests ")
                || ["Sources", "Solution"].contains {
                    issue.filePath?.contains("/\(exercise.relativePath)/\($0)/Tests/") == true
                }
        }
        ownFailures = own
        otherIssues = ordered.filter {
            !own.contains($0) && (own.isEmpty || !($0.message ?? "").contains("your tests must pass against"))
        }
    }

    /// The learner's name for the test that recorded `issue`.
    static func ownTestName(_ issue: TestIssue) -> String {
        if let name = issue.caseName, !name.isEmpty { return name }
        return issue.arguments.range(of: " → ").map { String(issue.arguments[$0.upperBound...]) }
            ?? issue.testName
    }

    var ownTestNames: [String] {
        ownFailures.map(Self.ownTestName).reduce(into: []) { names, name in
            if !names.contains(name) { names.append(name) }
        }
    }

    /// The step a learner's test belongs to: the one its message or name starts with
    /// (`Step 2: …`), else the `// Step K` comment it is listed under in their list of tests.
    func ownStep(ofTest name: String) -> Int? {
        for issue in ownFailures where Self.ownTestName(issue) == name {
            if let step = issue.step { return step }
        }
        if let match = name.prefixMatch(of: /Steps?\s+(\d+)\b/) { return Int(match.1) }
        return testFiles(listing: name).lazy.compactMap { Self.stepComment(above: name, in: $0) }.first
    }

    /// The texts of the learner's and the reference's test files that list `name`.
    private func testFiles(listing name: String) -> [String] {
        ["Sources/Tests", "Solution/Tests"].flatMap { side in
            let folder = catalog.url(of: exercise, side)
            return SourceFiles.list(in: folder).compactMap { file in
                (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
                    .flatMap { $0.contains("\"\(name)\"") ? $0 : nil }
            }
        }
    }

    /// The `// Step K` comment nearest above the line that lists `name`, within its list.
    static func stepComment(above name: String, in text: String) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let listed = lines.firstIndex(where: { $0.contains("\"\(name)\"") }) else { return nil }
        for line in lines[..<listed].reversed() {
            if let match = line.wholeMatch(of: /\s*\/\/\s*Step\s+(\d+)\b.*/) { return Int(match.1) }
            if line.contains("= [") || line.hasPrefix("}") { return nil }
        }
        return nil
    }

    var firstStep: Int? {
        (ownTestNames.prefix(Self.ownFailuresShown).compactMap(ownStep(ofTest:))
            + [otherIssues.first?.step].compactMap { $0 })
            .min()
    }

    func lines() -> [String] {
        let failed = report.failedTests.count
        // Where the learner writes tests, the exercise's few tests run theirs: say which is which.
        var lines = [
            "✘ \(report.passedCount) of \(report.testCount) tests pass; \(failed) \(failed == 1 ? "fails" : "fail")."
                + (report.failedTests.contains { $0.contains("your tests") }
                    ? " (The exercise's tests, which run yours.)" : "")
        ]
        if !ownFailures.isEmpty { lines += ownFailureLines() }
        if let issue = otherIssues.first {
            let which =
                ownFailures.isEmpty
                ? "The first failed expectation" : "The exercise's first failed expectation"
            let count = otherIssues.count > 1 ? " (of \(otherIssues.count))" : ""
            let arguments = issue.arguments.isEmpty ? "" : " (\(issue.arguments))"
            lines += ["", "\(which)\(count), in \"\(issue.testName)\"\(arguments):"] + details(of: issue)
        }
        guard !ownFailures.isEmpty || !otherIssues.isEmpty else {
            return lines + ["Run 'swift test --filter \(exercise.moduleName)' to see what failed."]
        }
        lines.append("")
        let shown = otherIssues.first?.step
        if let shown { lines.append(belongs(to: shown)) }
        let hint = "'swift run workbook hint \(exercise.number)"
        if let step = firstStep, let shown, step < shown {
            lines.append(
                "Your failing tests come first, at step \(step); stuck? Run \(hint) --step \(step)'.")
        } else if let step = firstStep {
            lines.append("Stuck? Run \(hint) --step \(step)'.")
        } else {
            lines.append("Read \(exercise.relativePath)/README.md; stuck? Run \(hint)'.")
        }
        return lines
    }

    private func ownFailureLines() -> [String] {
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
                    indent
                        + "  …and \(more) more failed \(more == 1 ? "expectation" : "expectations") in it ('--verbose' shows them)."
                )
            }
            if let step = ownStep(ofTest: name) {
                lines.append(indent + "  " + belongs(to: step))
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
        return lines + [
            "The grading counts the bugs your tests catch only once every one of them passes on the code as it is."
        ]
    }

    /// Whether the test `name` came with the exercise (both the starter's and the reference's
    /// tests list it), so no README step need name it.
    private func isGiven(_ name: String) -> Bool {
        ["Sources/Tests", "Solution/Tests"].allSatisfy { side in
            let folder = catalog.url(of: exercise, side)
            return SourceFiles.list(in: folder).contains { file in
                (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))?.contains(
                    "\"\(name)\"") ?? false
            }
        }
    }

    /// The message (or the expectation), the values found, the difference and the place.
    private func details(of issue: TestIssue) -> [String] {
        var lines = (issue.message ?? issue.expectation).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map { $0.isEmpty ? "" : "  " + $0 }
        if issue.message != nil, let values = issue.checkedValues {
            lines.append("  Checked (→ shows the value found): " + Self.cut(values))
        } else if issue.message == nil, issue.checkedValues != nil, lines.count == 1 {
            lines[0] = "  " + Self.cut(issue.expectation)
        }
        if let difference = issue.difference { lines.append("  Difference: " + Self.cut(difference)) }
        // The grader's place says nothing about what to fix; the learner's own tests do.
        let path = issue.filePath ?? ""
        let ownTests = FileManager.default.fileExists(atPath: catalog.url(of: exercise, "Sources/Tests").path)
        if issue.fileName == "BugHunt.swift" || path.contains("/Exercises/Support/")
            || (ownTests && path.contains("/\(exercise.relativePath)/Tests/"))
        {
            lines.append("  Your tests: \(exercise.relativePath)/Sources/Tests/")
        } else if let location = issue.location {
            lines.append("  at \(location)")
        }
        return lines
    }

    private func belongs(to step: Int) -> String {
        let readme = (try? String(contentsOf: catalog.url(of: exercise, "README.md"), encoding: .utf8)) ?? ""
        let title = ExerciseStep.steps(inReadme: readme).first { $0.number == step && !$0.title.isEmpty }
        return
            "It belongs to step \(step) of \(exercise.relativePath)/README.md\(title.map { " — \($0.title)" } ?? "")."
    }

    static func cut(_ text: String) -> String {
        text.count <= valuesLimit ? text : text.prefix(valuesLimit) + "… ('--verbose' shows it whole)"
    }
}
