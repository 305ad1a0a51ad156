// What `workbook check` says when tests fail: the tally, then the first failed expectation
// (the lowest README step first) with the values found, its step and the hint to ask for.

import Foundation

struct FailureReport {
    static let valuesLimit = 400

    let report: TestRunReport
    let exercise: Exercise
    let catalog: ExerciseCatalog

    var issues: [TestIssue] {
        report.issues.enumerated().sorted { $0.element.sortKey($0.offset) < $1.element.sortKey($1.offset) }
            .map(\.element)
    }

    var firstStep: Int? { issues.first?.step }

    func lines() -> [String] {
        let failed = report.failedTests.count
        // A suite's issue (the grader's tally of the bugs caught) fails no test of its own.
        var lines = [
            failed == 0
                ? "✘ All \(report.testCount) tests pass, but their suite reports a problem."
                : "✘ \(report.passedCount) of \(report.testCount) tests pass; \(failed) \(failed == 1 ? "fails" : "fail")."
        ]
        guard let issue = issues.first else {
            return lines + ["Run 'swift test --filter \(exercise.moduleName)' to see what failed."]
        }
        let count = issues.count > 1 ? " (of \(issues.count))" : ""
        let arguments = issue.arguments.isEmpty ? "" : " (\(issue.arguments))"
        lines += ["", "The first failed expectation\(count), in \"\(issue.testName)\"\(arguments):"]
        lines += details(of: issue) + [""]
        let hint = "'swift run workbook hint \(exercise.number)"
        if let step = issue.step {
            lines += [belongs(to: step), "Stuck? Run \(hint) --step \(step)'."]
        } else {
            lines.append("Read \(exercise.relativePath)/README.md; stuck? Run \(hint)'.")
        }
        return lines
    }

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
        if path.contains("/Exercises/Support/")
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
        text.count <= valuesLimit ? text : text.prefix(valuesLimit) + "…"
    }
}
