// Tests of `workbook exercises`: the list with chapters and statuses from recorded runs,
// the progress count, what to do next, and one build shared by every exercise's run.

import Foundation
import Testing

@testable import WorkbookCLI

@MainActor
@Suite("workbook exercises")
struct ExercisesCommandTests {
    private let heading = """
        Running the tests of 12 exercises (swift test --filter ExerciseNN)…

        """

    @Test("lists every exercise with its chapter and status, counts the passing ones, and names the next")
    func list() async throws {
        let workbook = try FakeWorkbook()
        let runner = ReplayingTestRunner(
            [
                "--filter Exercise01": [RecordedSwiftTest.passing.output(root: workbook.root)],
                "--skip-build --filter Exercise02": [RecordedSwiftTest.failing.output(root: workbook.root)],
                "--skip-build --filter Exercise03": [RecordedSwiftTest.crash.output(root: workbook.root)],
            ], otherwise: RecordedSwiftTest.noTests.output(root: workbook.root))

        let result = await workbook.run(["exercises"], tools: .doubles(runner: runner))

        #expect(
            result.standardOutput == heading + """

                Exercises — 1 of 12 passing

                  01  Count the users       ch02  ✔ passing
                  02  Pin it down           ch03  ✘ failing — 6 of 6 tests fail
                  03  A passive view        ch04  ✘ crashed
                  04  When things go wrong  ch05  ? no tests found
                  05  Who owns whom         ch06  ? no tests found
                  06  Search                ch07  ? no tests found
                  07  Bindings by hand      ch07  ? no tests found
                  08  View model states     ch08  ? no tests found
                  09  Bind the view         ch10  ? no tests found
                  10  Break the cycle       ch11  ? no tests found
                  11  A change request      ch12  ? no tests found
                  12  Stale responses             ? no tests found

                Next: exercise 02 · Pin it down (chapter 03)
                  Read Exercises/02-pin-it-down/README.md, then run: swift run workbook check 2

                """)
        #expect(result.standardError == "")
        #expect(result.exitCode == 0)
    }

    @Test("builds once: the first exercise's run builds, the others skip the build")
    func buildsOnce() async throws {
        let workbook = try FakeWorkbook()
        let runner = ReplayingTestRunner(
            [:], otherwise: RecordedSwiftTest.passing.output(root: workbook.root))

        _ = await workbook.run(["exercises"], tools: .doubles(runner: runner))

        let calls = await runner.calls
        #expect(calls.first == ["--filter", "Exercise01"])
        #expect(
            calls.dropFirst()
                == (2...12).map { ["--skip-build", "--filter", "Exercise" + Exercise.twoDigits($0)] }[...])
    }

    @Test("one exercise that does not compile: the one run names it, the others are not checked")
    func oneDoesNotCompile() async throws {
        let workbook = try FakeWorkbook()
        let broken = RecordedSwiftTest.otherExerciseCompileError.output(root: workbook.root)
        let runner = ReplayingTestRunner(["--filter Exercise01": [broken]])

        let result = await workbook.run(["exercises"], tools: .doubles(runner: runner))

        #expect(
            result.standardOutput.contains(
                """
                Exercises — 0 of 12 passing

                  01  Count the users       ch02  ? not checked: exercise 02 doesn't compile
                  02  Pin it down           ch03  ✘ does not compile
                  03  A passive view        ch04  ? not checked: exercise 02 doesn't compile
                """))
        #expect(
            result.standardOutput.hasSuffix(
                """
                Next: exercise 02 does not compile:
                  Exercises/02-pin-it-down/Sources/Exercise02.swift:2:19: cannot convert value of type 'String' to \
                specified type 'Int'
                  Fix it, then run: swift run workbook check 2   (or start over by copying \
                Exercises/02-pin-it-down/Sources/ from the workbook's repository ('workbook reset' needs a git clone))

                """))
        #expect(await runner.calls == [["--filter", "Exercise01"]])
        #expect(try workbook.read(".workbook-progress").hasSuffix("\nstart 02 2026-11-18T11:06:40Z\n"))
    }

}
