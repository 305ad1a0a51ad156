// Tests of exercise 09's prediction as `workbook check` shows it: the grading test prints
// one `workbook prediction:` line per pattern, and the check sets each step-1 prediction
// beside what broke, right or wrong, wrapped to the width.

import Foundation
import Testing

@testable import WorkbookCLI

@MainActor
@Suite("Exercise 09's prediction")
struct ExercisePredictionTests {
    private static let predictionLines = """
        workbook prediction: {"broke":["MVC: a failed first load shows why"],"pattern":"MVC",\
        "predicted":["MVC: a failed first load shows why"]}
        workbook prediction: {"broke":["MVP: a load tells the view, in order"],"pattern":"MVP",\
        "predicted":["MVP: a failed load tells the view, in order"]}
        workbook prediction: {"broke":[],"pattern":"MVVM"}

        """

    private func check(_ recording: RecordedSwiftTest) async throws -> CommandResult {
        let workbook = try FakeWorkbook()
        var output = recording.output(root: workbook.root)
        output.text = Self.predictionLines + output.text
        let runner = ReplayingTestRunner(["--filter Exercise09": [output]])
        return await workbook.run(
            ["check", "9"], tools: .doubles(runner: runner), environment: ["COLUMNS": "60"])
    }

    @Test("check prints each pattern's prediction beside what broke, right or wrong")
    func printedBesideWhatBroke() async throws {
        let result = try await check(.passing)

        #expect(
            result.standardOutput.hasSuffix(
                """
                ✔ All 6 tests pass. Exercise 09 is done.

                Your prediction (Exercises/09-bind-the-view/Sources/Tests/Predictions.swift) beside the \
                team's tests that break on your code as it is now:
                MVC: right.
                  you predicted: "MVC: a failed first load shows why"
                  what broke: "MVC: a failed first load shows why"
                MVP: not quite.
                  you predicted: "MVP: a failed load tells the view, in order"
                  what broke: "MVP: a load tells the view, in order"
                  broke, not predicted: "MVP: a load tells the view, in order"
                  predicted, did not break: "MVP: a failed load tells the view, in order"
                MVVM: no prediction yet (step 1).
                  broke: none
                Next: exercise 10 · Break the cycle (chapter 11)
                  Read Exercises/10-break-the-cycle/README.md, then run: swift run workbook check 10

                """))
        #expect(result.exitCode == 0)
    }
}
