// The report as a reader sees it: a table of the parts first — how many lines each changed
// and how many existing tests broke — then each part in full, file by file and broken test
// by broken test. Plain text, no colour and no times, so a chapter can quote it verbatim.

/// Renders a ``ChangeRequestReport`` as text.
public enum ChangeRequestReportText {
    /// The report, one string per line; with `summary`, only the heading and the table.
    public static func lines(_ report: ChangeRequestReport, summary: Bool = false) -> [String] {
        var lines = [
            "Change request: \(report.title) (\(ChangeRequest.folder)/\(report.changeRequest))",
            "Each part's patches applied in a scratch copy; its existing tests run before they were updated.",
            "",
        ]
        lines += table(report)
        if summary { return lines }
        for part in report.parts {
            lines.append("")
            lines += details(part)
        }
        for note in report.notMeasured {
            lines += ["", "Not measured: " + note]
        }
        return lines
    }

    // MARK: - The table

    private static func table(_ report: ChangeRequestReport) -> [String] {
        let header = ["", "Sources", "Tests", "Existing tests broken"]
        let rows = report.parts.map { part -> [String] in
            let sources =
                part.patch(.sources).map { size($0.added, $0.removed, files: $0.files.count) } ?? "—"
            let testFiles = Set(part.patches.filter { $0.kind != .sources }.flatMap { $0.files.map(\.path) })
            let lines = part.testLines
            let tests = testFiles.isEmpty ? "—" : size(lines.added, lines.removed, files: testFiles.count)
            return [part.part.title, sources, tests, broken(part)]
        }
        return aligned([header] + rows)
    }

    /// `rows` in columns two spaces apart, each as wide as its widest cell.
    static func aligned(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            let cells = row.enumerated().map { cell in
                cell.element + String(repeating: " ", count: max(widths[cell.offset] - cell.element.count, 0))
            }
            var line = cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// `+27 −7 in 1 file`.
    static func size(_ added: Int, _ removed: Int, files: Int) -> String {
        "\(lineCounts(added, removed)) in \(files) \(files == 1 ? "file" : "files")"
    }

    /// `+27 −7`, `+38`, `−4`.
    static func lineCounts(_ added: Int, _ removed: Int) -> String {
        switch (added, removed) {
        case (_, 0): "+\(added)"
        case (0, _): "−\(removed)"
        default: "+\(added) −\(removed)"
        }
    }

    /// `29 of 55`, `none of 31`, or `don't compile; then 20 of 70` when the doubles had to change.
    private static func broken(_ part: ChangeRequestReport.Part) -> String {
        func count(_ run: ChangeRequestReport.TestRun) -> String {
            guard run.compiled else { return "don't compile" }
            let total = run.tests.map { " of \($0)" } ?? ""
            return run.failed.isEmpty ? "none\(total)" : "\(run.failed.count)\(total)"
        }
        guard let doubles = part.withTestDoubles, !part.before.compiled else { return count(part.before) }
        return "don't compile; then \(count(doubles))"
    }

    // MARK: - One part in full

    private static func details(_ part: ChangeRequestReport.Part) -> [String] {
        var lines = ["\(part.part.title) · \(part.testsRun)"]
        for patch in part.patches {
            lines.append("  \(title(of: patch.kind)) \(lineCounts(patch.added, patch.removed))")
            let rows = patch.files.map { file -> [String] in
                var notes: [String] = []
                if file.status != .modified { notes.append(file.status == .added ? "new" : "deleted") }
                if isTooling(file.path) { notes.append("tooling") }
                let note = notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"
                return ["    " + file.path, lineCounts(file.added, file.removed) + note]
            }
            lines += aligned(rows)
        }
        let patched = part.part == .shared ? "all five patterns patched" : "sources patched"
        lines += describe(part.before, "Existing tests, \(patched)")
        if let doubles = part.withTestDoubles {
            lines += describe(doubles, "Existing tests, test doubles updated")
        }
        let new = part.newTests
        let added = new > 0 ? " (\(new) new)" : ""
        lines.append("  Updated tests: all\(part.after.tests.map { " \($0)" } ?? "") pass\(added).")
        return lines
    }

    /// The targets learners read line by line: the model, the view kit and the patterns.
    static let lessonTargets = [
        "UserModel", "TerminalUIKit", "MVC", "MVPPresentation", "MVPViews", "MVVMPresentation", "MVVMViews",
        "MVCLight", "MVVMObservationPresentation", "MVVMObservationViews",
    ]

    /// Whether `path` is source code outside the lesson targets, such as the tracing proxies.
    static func isTooling(_ path: String) -> Bool {
        guard path.hasPrefix("Sources/") else { return false }
        let target = path.dropFirst("Sources/".count).prefix { $0 != "/" }
        return !lessonTargets.contains(String(target))
    }

    private static func title(of kind: PatchKind) -> String {
        switch kind {
        case .sources: "Sources"
        case .testDoubles: "Test doubles"
        case .tests: "Tests"
        }
    }

    private static func describe(_ run: ChangeRequestReport.TestRun, _ label: String) -> [String] {
        guard run.compiled else {
            return ["  \(label): they do not compile."] + run.compilerErrors.map { "    " + $0 }
        }
        guard !run.failed.isEmpty else {
            return ["  \(label): none\(run.tests.map { " of the \($0)" } ?? "") broke."]
        }
        var lines = ["  \(label): \(run.failed.count)\(run.tests.map { " of \($0)" } ?? "") broke."]
        var file: String?
        for test in run.failed {
            if test.file != file {
                file = test.file
                lines.append("    " + (test.file.isEmpty ? "(file unknown)" : test.file))
            }
            lines.append("      " + (test.suite.isEmpty ? test.name : "\(test.suite) › \(test.name)"))
        }
        return lines
    }
}
