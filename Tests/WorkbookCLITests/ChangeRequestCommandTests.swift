// `workbook change-request` in-process, with a workshop that answers from a script: the
// order of the steps, the whole report it prints, what stops it (a patch that doesn't apply,
// sources that don't compile, tests still failing after their update) and its usage errors.
// The real measurement builds for minutes; CI runs it (.ci/run).

import Foundation
import Testing
@testable import WorkbookCLI


/// The demo request's runs: the MVC update breaks one test, MVP's tests stop compiling
/// until their doubles are updated and then break one, MVVM's and the two modern columns'
/// break none, and the shared tests break one until they are updated.
@MainActor
private func demoAnswers(_ applied: [String], _ arguments: [String]) -> ProcessOutput {
    let suite = arguments.joined(separator: " ")
    if suite.contains("MVCTests") {
        return applied.contains("mvc-tests.patch")
            ? SwiftTestRecording.ran(5) : SwiftTestRecording.ran(4, failing: ["shows the list"])
    }
    if suite.contains("MVPTests") {
        if applied.contains("mvp-tests.patch") { return SwiftTestRecording.ran(6) }
        if applied.contains("mvp-test-doubles.patch") {
            return SwiftTestRecording.ran(4, failing: ["loads in order"])
        }
        return SwiftTestRecording.doesNotCompile(
            [
                "Tests/MVPTests/RecordingView.swift:3:7: type 'RecordingView' does not conform to protocol 'ListView'"
            ],
            scratch: URL(fileURLWithPath: "/scratch/package"))
    }
    if suite.contains("--skip") {
        return applied.contains("shared-tests.patch")
            ? SwiftTestRecording.ran(21) : SwiftTestRecording.ran(20, failing: ["draws the list exactly"])
    }
    return SwiftTestRecording.ran(3)
}

@Suite("workbook change-request, measured in a scripted workshop")
@MainActor
struct ChangeRequestCommandTests {
    private func run(
        _ arguments: [String], in workbook: ChangeRequestFixture, workshop: ScriptedWorkshop
    ) async -> CommandResult {
        let makeWorkshop: @Sendable @MainActor (URL) -> any ChangeRequestWorkshop = { _ in workshop }
        return await ChangeRequestCommand.$makeWorkshop.withValue(makeWorkshop) {
            await Workbook.run(["change-request"] + arguments, currentDirectory: workbook.root.path)
        }
    }

    @Test(
        "applies each part's patches in order, testing its own tests before and after, then removes the copy")
    func steps() async throws {
        let workbook = try ChangeRequestFixture()
        let workshop = ScriptedWorkshop(answer: demoAnswers)

        let result = await run(["demo"], in: workbook, workshop: workshop)

        #expect(result.exitCode == 0)
        #expect(
            workshop.log == [
                "copy",
                "apply model-sources.patch", #"test --filter ^UserModelTests\."#,
                "apply mvc-sources.patch", #"test --filter ^MVCTests\."#,
                "apply mvc-tests.patch", #"test --filter ^MVCTests\."#,
                "apply mvp-sources.patch", #"test --filter ^MVPTests\."#,
                "apply mvp-test-doubles.patch", #"test --filter ^MVPTests\."#,
                "apply mvp-tests.patch", #"test --filter ^MVPTests\."#,
                "apply mvvm-sources.patch", #"test --filter ^MVVMTests\."#,
                "apply mvvm-tests.patch", #"test --filter ^MVVMTests\."#,
                "apply mvc-light-sources.patch", #"test --filter ^MVCLightTests\."#,
                "apply mvc-light-tests.patch", #"test --filter ^MVCLightTests\."#,
                "apply mvvm-observation-sources.patch", #"test --filter ^MVVMObservationTests\."#,
                "apply mvvm-observation-tests.patch", #"test --filter ^MVVMObservationTests\."#,
                "test --skip ChapterQuotesTests|ChapterScreensTests|SortByAgeChangeRequestTests",
                "apply shared-tests.patch",
                "test --skip ChapterQuotesTests|ChapterScreensTests|SortByAgeChangeRequestTests",
                "remove",
            ])
        #expect(result.standardError.contains("MVP: applying mvp-test-doubles.patch\n"))
        #expect(
            result.standardError.contains("  MVP · MVPTests (existing tests): did not compile (1 error) ("))
        #expect(result.standardError.contains("Removing the scratch copy\nMeasured in "))
    }

    @Test("prints the table, then every part's files and broken tests")
    func report() async throws {
        let workbook = try ChangeRequestFixture()

        let result = await run(["demo"], in: workbook, workshop: ScriptedWorkshop(answer: demoAnswers))

        #expect(
            result.standardOutput == """
                Change request: Demo order (ChangeRequests/demo)
                Each part's patches applied in a scratch copy; its existing tests run before they were updated.

                           Sources          Tests             Existing tests broken
                Model      +2 −1 in 1 file  —                 none of 3
                MVC        +2 −1 in 1 file  +2 −1 in 1 file   1 of 4
                MVP        +2 −1 in 1 file  +4 −2 in 2 files  don't compile; then 1 of 4
                MVVM       +2 −1 in 1 file  +2 −1 in 1 file   none of 3
                MVC light  +2 −1 in 1 file  +2 −1 in 1 file   none of 3
                MVVM+Obs   +2 −1 in 1 file  +2 −1 in 1 file   none of 3
                All five   —                +2 −1 in 1 file   1

                Model · UserModelTests
                  Sources +2 −1
                    Sources/UserModel/Order.swift  +2 −1
                  Existing tests, sources patched: none of the 3 broke.
                  Updated tests: all 3 pass.

                MVC · MVCTests
                  Sources +2 −1
                    Sources/MVC/List.swift  +2 −1
                  Tests +2 −1
                    Tests/MVCTests/ListTests.swift  +2 −1
                  Existing tests, sources patched: 1 of 4 broke.
                    File.swift
                      Suite › shows the list
                  Updated tests: all 5 pass (1 new).

                MVP · MVPTests
                  Sources +2 −1
                    Sources/MVPPresentation/View.swift  +2 −1
                  Test doubles +2 −1
                    Tests/MVPTests/RecordingView.swift  +2 −1
                  Tests +2 −1
                    Tests/MVPTests/PresenterTests.swift  +2 −1
                  Existing tests, sources patched: they do not compile.
                    Tests/MVPTests/RecordingView.swift:3:7: type 'RecordingView' does not conform to protocol 'ListView'
                  Existing tests, test doubles updated: 1 of 4 broke.
                    File.swift
                      Suite › loads in order
                  Updated tests: all 6 pass (2 new).

                MVVM · MVVMTests
                  Sources +2 −1
                    Sources/MVVMPresentation/ViewModel.swift  +2 −1
                  Tests +2 −1
                    Tests/MVVMTests/ViewModelTests.swift  +2 −1
                  Existing tests, sources patched: none of the 3 broke.
                  Updated tests: all 3 pass.

                MVC light · MVCLightTests
                  Sources +2 −1
                    Sources/MVCLight/Formatter.swift  +2 −1
                  Tests +2 −1
                    Tests/MVCLightTests/FormatterTests.swift  +2 −1
                  Existing tests, sources patched: none of the 3 broke.
                  Updated tests: all 3 pass.

                MVVM+Obs · MVVMObservationTests
                  Sources +2 −1
                    Sources/MVVMObservationPresentation/ViewModel.swift  +2 −1
                  Tests +2 −1
                    Tests/MVVMObservationTests/ViewModelTests.swift  +2 −1
                  Existing tests, sources patched: none of the 3 broke.
                  Updated tests: all 3 pass.

                All five · the whole suite but the chapter checks
                  Tests +2 −1
                    Tests/ConformanceTests/Screens.swift  +2 −1
                  Existing tests, all five patterns patched: 1 broke.
                    File.swift
                      Suite › draws the list exactly
                  Updated tests: all pass.

                """)
    }

    @Test("with some patterns, measures the model and those, and says the shared tests were left out")
    func somePatterns() async throws {
        let workbook = try ChangeRequestFixture()
        let workshop = ScriptedWorkshop(answer: demoAnswers)

        let result = await run(
            ["demo", "--patterns", "mvvm", "--format", "json"], in: workbook, workshop: workshop)

        #expect(result.exitCode == 0)
        let report = try JSONDecoder().decode(
            ChangeRequestReport.self, from: Data(result.standardOutput.utf8))
        #expect(report.parts.map(\.part) == [.model, .mvvm])
        #expect(
            report.notMeasured == [
                "the tests all five patterns share need all five patches; run without --patterns to measure them."
            ])
        #expect(!workshop.log.contains { $0.contains("mvc") || $0.contains("MVP") })
    }

    @Test("--patterns takes a modern column by its name, and measures its patches, not MVC's")
    func modernColumn() async throws {
        let workbook = try ChangeRequestFixture()
        let workshop = ScriptedWorkshop(answer: demoAnswers)

        let result = await run(
            ["demo", "--patterns", "mvc-light", "--summary"], in: workbook, workshop: workshop)

        #expect(result.exitCode == 0)
        #expect(
            workshop.log == [
                "copy",
                "apply model-sources.patch", #"test --filter ^UserModelTests\."#,
                "apply mvc-light-sources.patch", #"test --filter ^MVCLightTests\."#,
                "apply mvc-light-tests.patch", #"test --filter ^MVCLightTests\."#,
                "remove",
            ])
        #expect(result.standardOutput.hasSuffix("\nMVC light  +2 −1 in 1 file  +2 −1 in 1 file  none of 3\n"))
    }

    @Test("a patch that doesn't apply stops the run with exit 1, and the copy is still removed")
    func patchDoesNotApply() async throws {
        let workbook = try ChangeRequestFixture()
        let workshop = ScriptedWorkshop(answer: demoAnswers)
        workshop.refusing = "mvp-sources.patch"

        let result = await run(["demo"], in: workbook, workshop: workshop)

        #expect(result.exitCode == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError.hasSuffix(
                "Removing the scratch copy\nError: mvp-sources.patch does not apply to this workbook's code "
                    + "(error: patch failed).\n"))
        #expect(workshop.log.last == "remove")
    }

    @Test("patched sources that don't compile, or updated tests that still fail, end the run with exit 1")
    func brokenPatches() async throws {
        let workbook = try ChangeRequestFixture()
        let scratch = URL(fileURLWithPath: "/scratch/package")
        let badSources = ScriptedWorkshop { _, _ in
            SwiftTestRecording.doesNotCompile(
                ["Sources/MVC/List.swift:9:1: cannot find 'order' in scope"], scratch: scratch)
        }
        let stillFailing = ScriptedWorkshop { applied, arguments in
            arguments.contains(#"^MVCTests\."#) && applied.contains("mvc-tests.patch")
                ? SwiftTestRecording.ran(5, failing: ["sorts by age"]) : demoAnswers(applied, arguments)
        }

        let compileResult = await run(["demo"], in: workbook, workshop: badSources)
        let failingResult = await run(["demo"], in: workbook, workshop: stillFailing)

        #expect(compileResult.exitCode == 1)
        #expect(
            compileResult.standardError.hasSuffix(
                "Error: the patched code does not compile, so there is nothing to measure: "
                    + "Sources/MVC/List.swift:9:1: cannot find 'order' in scope\n"))
        #expect(failingResult.exitCode == 1)
        #expect(
            failingResult.standardError.hasSuffix(
                "Error: with every mvc patch applied, 1 test of MVCTests still fails:\n  File.swift: sorts by age\n"
            ))
    }

    @Test(
        "bad usage gets Error:, the usage line and exit 64",
        arguments: [
            (
                ["--record", "--recorded"],
                "Error: '--record' measures and '--recorded' doesn't: give one of them."
            ),
            (
                ["--patterns", "mvp", "--record"],
                "Error: a recorded report covers all five patterns: leave out '--patterns'."
            ),
            (
                ["--patterns", "viper"],
                "Error: unknown pattern 'viper'; the patterns are mvc, mvp, mvvm, mvc-light and mvvm-observation, or all."
            ),
            (
                ["--summary", "--format", "json"],
                "Error: '--summary' shortens the text report; the JSON report is always whole."
            ),
            (["--format", "markdown"], "Error: unknown format 'markdown'; the formats are: text, json."),
            (
                ["nope"],
                "Error: there is no change request 'nope' under ChangeRequests/; the change requests are demo."
            ),
        ])
    func badUsage(_ arguments: [String], error: String) async throws {
        let workbook = try ChangeRequestFixture()

        let result = await run(arguments, in: workbook, workshop: ScriptedWorkshop(answer: demoAnswers))

        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix(error + "\nUsage: workbook change-request"))
    }

    @Test("--summary prints the table alone, and --patterns picks the parts a recording shows")
    func summaryAndPatterns() async throws {
        let workbook = try ChangeRequestFixture()
        let workshop = ScriptedWorkshop(answer: demoAnswers)
        _ = await run(["demo", "--record"], in: workbook, workshop: workshop)

        let summary = await run(["demo", "--recorded", "--summary"], in: workbook, workshop: workshop)
        let mvp = await run(["demo", "--recorded", "--patterns", "mvp"], in: workbook, workshop: workshop)

        let summaryLines = summary.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(summaryLines.count == 12)
        #expect(summaryLines[10] == "All five   —                +2 −1 in 1 file   1")
        let headings = mvp.standardOutput.split(separator: "\n").filter {
            $0.contains(" · ") && !$0.hasPrefix(" ")
        }
        #expect(headings == ["Model · UserModelTests", "MVP · MVPTests"])
    }

    @Test("--recorded without a recording says how to make one")
    func noRecording() async throws {
        let workbook = try ChangeRequestFixture()

        let result = await run(
            ["demo", "--recorded"], in: workbook, workshop: ScriptedWorkshop(answer: demoAnswers))

        #expect(result.exitCode == 1)
        #expect(
            result.standardError
                == "Error: ChangeRequests/demo/measured.json does not exist yet; measure with "
                + "'workbook change-request demo --record' (a few minutes).\n")
    }

    @Test("--record saves the JSON report, which --recorded prints until a patch changes")
    func recordThenChange() async throws {
        let workbook = try ChangeRequestFixture()

        let recorded = await run(
            ["demo", "--record"], in: workbook, workshop: ScriptedWorkshop(answer: demoAnswers))
        let replayed = await run(
            ["demo", "--recorded"], in: workbook, workshop: ScriptedWorkshop(answer: demoAnswers))
        try workbook.writePatch("mvc-tests.patch", touching: "Tests/MVCTests/OtherTests.swift")
        let stale = await run(
            ["demo", "--recorded"], in: workbook, workshop: ScriptedWorkshop(answer: demoAnswers))

        #expect(recorded.exitCode == 0)
        #expect(recorded.standardError.hasSuffix("Recorded in ChangeRequests/demo/measured.json.\n"))
        #expect(replayed.standardOutput == recorded.standardOutput)
        #expect(stale.exitCode == 1)
        #expect(
            stale.standardError
                == "Error: the patches changed since ChangeRequests/demo/measured.json was recorded "
                + "(mvc-tests.patch is not the one measured); measure again with "
                + "'workbook change-request demo --record' (a few minutes).\n")
    }
}
