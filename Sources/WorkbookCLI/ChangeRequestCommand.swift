// `workbook change-request`: applies a change request's patches to a scratch copy of the
// workbook, pattern by pattern, builds, and reports per pattern the files and lines changed
// and which existing tests broke before they were updated. Measuring takes minutes, so the
// repository keeps the last measurement beside the patches (`--record`), and `--recorded`
// prints it at once — checked against the patches — for the chapter to quote.

import Foundation

/// Measures a change request, or prints its recorded measurement.
enum ChangeRequestCommand: WorkbookCommand {
    static let name = "change-request"
    static let summary =
        "Apply a change request to each pattern in a scratch copy and measure what it touches."
    static let discussion = """
        Copies the workbook to .build/change-request/package (your files are never changed),
        then, in that copy, part by part: applies the model's patch, then each pattern's
        sources patch, builds and runs that pattern's existing tests to see which break; when
        a changed protocol leaves the tests' doubles behind, applies the test-doubles patch
        and runs them again; then applies the updated tests, which must all pass. With all
        five patterns, the tests they share run last: the whole suite but the chapter checks.
        The report gives each patch's files and lines added and removed, and names every
        existing test that broke. Progress goes to standard error, the report to standard
        output.

        The first run builds the whole workbook (exercises left out): a few minutes. The copy
        is removed at the end; its build folder, .build/change-request/build, stays, so the
        next run builds only what the patches change.
        """

    // MARK: - What it accepts

    static let changeRequest = Positional(
        "name", help: "a folder under ChangeRequests/", optional: true,
        shownDefault: ChangeRequest.defaultName)
    static let patterns = Option<[ChangeRequestPart]>(
        "patterns", value: "mvc,mvp,mvvm",
        help: "which patterns to measure (with --recorded: to show), comma-separated",
        shownDefault: "all five"
    ) { text throws(CommandError) in
        try ArchitecturePatternParts.parse(text)
    }
    static let format = Option<OutputFormat>.format([.text, .json], help: "how to print the report")
    static let summaryOnly = Flag(
        "summary", help: "only the table of parts, without each part's files and tests")
    static let record = Flag(
        "record",
        help: "measure, print, and save the report as the change request's measured.json (all five "
            + "patterns only)")
    static let recorded = Flag(
        "recorded",
        help: "print the saved report at once, after checking that the patches still have the files "
            + "and lines it says")

    static var declaredArguments: [any DeclaredArgument] {
        [changeRequest, patterns, format, summaryOnly, record, recorded]
    }
    static let exclusiveOptions = [
        ExclusiveOptions(
            ["record", "recorded"], message: "'--record' measures and '--recorded' doesn't: give one of them."
        )
    ]

    static let notes = """
        Exit status: 0 when every patch applies and every updated test passes, 1 when a
        patch does not apply, the patched code does not compile or warns, or an updated
        test fails, 64 for bad usage.

        Examples:
          workbook change-request
          workbook change-request sort-by-age --patterns mvp
          workbook change-request --recorded --summary
          workbook change-request --recorded --patterns mvp
        """

    /// Makes the workshop a measurement runs in; tests bind one that answers from recordings.
    @TaskLocal static var makeWorkshop: @Sendable @MainActor (URL) -> any ChangeRequestWorkshop = {
        ScratchWorkshop(root: $0)
    }

    // MARK: - Running

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let format = arguments.value(Self.format, else: .text)
        let record = arguments.isSet(Self.record)
        let recorded = arguments.isSet(Self.recorded)
        let summary = arguments.isSet(summaryOnly)
        let name = arguments.value(changeRequest) ?? ChangeRequest.defaultName
        if arguments.isGiven(Self.patterns) && record {
            throw .usage("a recorded report covers all five patterns: leave out '--patterns'.")
        }
        if summary && format == .json {
            throw .usage("'--summary' shortens the text report; the JSON report is always whole.")
        }
        let patterns = arguments.value(Self.patterns, else: ChangeRequestPart.patterns)

        let root = try PackageRoot.find(console: console)
        let request = try ChangeRequest.load(named: name, in: root)
        let report: ChangeRequestReport
        if recorded {
            report = try RecordedReport.read(for: request).showing(patterns)
        } else {
            report = try await measure(request, patterns: patterns, root: root, console: console)
        }
        let json = try encodeJSON(report)
        let text = ChangeRequestReportText.lines(report, summary: summary).joined(separator: "\n")
        console.print(format == .json ? json : text)
        if record {
            try RecordedReport.write(json, for: request)
            console.printError(
                "Recorded in \(ChangeRequest.folder)/\(request.name)/\(ChangeRequest.recordingName).")
        }
    }

    private static func measure(
        _ request: ChangeRequest, patterns: [ChangeRequestPart], root: URL, console: Console
    ) async throws(CommandError) -> ChangeRequestReport {
        let clock = ContinuousClock()
        let start = clock.now
        let progress = ChangeRequestProgress(output: .standardError(of: console), now: { clock.now - start })
        let measurement = ChangeRequestMeasurement(
            request: request, patterns: patterns, workshop: makeWorkshop(root), progress: progress)
        let report = try await measurement.run(root: root)
        progress.step("Measured in \(ProgressOutput.elapsed(clock.now - start)).")
        return report
    }
}

/// Reading `--patterns` as the parts of a change request.
enum ArchitecturePatternParts {
    /// `mvc,mvp,mvvm`, `mvc-light`, `all` (any order, no repeats) as parts, in the order they
    /// are measured.
    static func parse(_ text: String) throws(CommandError) -> [ChangeRequestPart] {
        let patterns = try ArchitecturePattern.parseList(text)
        return ChangeRequestPart.allCases.filter { part in patterns.contains { $0.rawValue == part.rawValue }
        }
    }
}
