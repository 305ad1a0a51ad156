// The readers of the toolchain's output, fed what Swift 6.1 (the floor) to 6.3 print: Swift
// Testing's event stream, compile errors (inside `#expect`, `#require` and `@Test` too), and a
// crash's backtrace on Linux and macOS. The 6.3 and Linux fixtures were recorded; the others are
// built from those releases' own format strings (6.2's diagnostics print as 6.3's; 6.1 has no
// `[#Group]` suffix) in ToolchainFixtures/.

import Foundation
import Testing

@testable import WorkbookCLI

@Suite("Reading Swift 6.1 to 6.3's output")
struct ToolchainOutputTests {
    static func fixture(_ name: String) throws -> String {
        let folder = try #require(Bundle.module.url(forResource: "ToolchainFixtures", withExtension: nil))
        return try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("the event stream gives the same counts, failures and case arguments", arguments: ["6.1", "6.3"])
    func eventStream(version: String) throws {
        let stream = TestEventStream(try Self.fixture("events-\(version).jsonl"))

        #expect(stream.runStarted && stream.runEnded)
        #expect(stream.testCount == 4)
        #expect(Set(stream.failedTests) == ["Adds wrongly", "Doubles"])
        #expect(stream.issues.map(\.testName).sorted() == ["Adds wrongly", "Doubles"])
        #expect(stream.issues.first { $0.testName == "Doubles" }?.arguments == "x → 2")
        #expect(stream.issues.first { $0.testName == "Adds wrongly" }?.location == "DemoTests.swift:13:5")
    }

    @Test(
        "a learner's compile errors, in #expect, #require and @Test too, are placed in their file",
        arguments: ["6.1", "6.2", "6.3"])
    func compileErrors(version: String) throws {
        let output = ProcessOutput(text: try Self.fixture("compile-errors-\(version).txt"), status: 1)
        let report = TestRunReport(output: output)

        guard case .didNotBuild(let errors, _) = report.outcome else {
            Issue.record("expected a build failure, got \(report.outcome)")
            return
        }
        #expect(
            Set(errors.map(\.path)) == ["/w/Exercises/11-one-edit-two-screens/Sources/Tests/Faults.swift"])
        #expect(
            errors.map { "\($0.line):\($0.column)" } == [
                "11:11", "11:1", "13:1", "8:36", "13:47", "17:33", "23:25", "27:5",
            ])
        #expect(
            errors[3].message
                == "main actor-isolated property 'fetchCount' cannot be accessed from outside of the actor")
        // Only an expression macro takes an `await` in its parentheses: `@Test`'s errors get no such line.
        #expect(errors[3].macro == "#expect" && errors.allSatisfy { $0.macro?.hasPrefix("#") ?? true })
        #expect(
            errors[5].message
                == "call can throw, but it is not marked with 'try' and the error is not handled")
        let exercise = Exercise(number: 11, folderName: "11-one-edit-two-screens", title: "")
        #expect(ExerciseStatus(output, exercise: exercise) == .doesNotCompile(errors[0]))
    }

    @Test("an error in a macro's expansion, LLVM style, is placed by its 'in expansion of macro' note")
    func llvmStyleMacroError() {
        let text = """
            /tmp/swift-generated-sources/@__swiftmacro_6Tests0021Testsswift_IfFDefMX11_2_6expectfMf_.swift:2:3: \
            error: call can throw, but it is not marked with 'try' and the error is not handled
              $0.validate()
              ^
            /w/Exercises/04-test-the-presenter/Sources/Tests/Tests.swift:12:3: note: in expansion of macro 'expect' here
            """

        let report = TestRunReport(output: ProcessOutput(text: text, status: 1))

        #expect(
            report.outcome
                == .didNotBuild(
                    [
                        CompilerError(
                            path: "/w/Exercises/04-test-the-presenter/Sources/Tests/Tests.swift", line: 12,
                            column: 3,
                            message:
                                "call can throw, but it is not marked with 'try' and the error is not handled"
                        )
                    ], firstLine: nil))
    }

    @Test(
        "a crash is placed at the first frame in a source file of the package",
        arguments: [
            ("backtrace-linux-swift-test.txt", "/tmp/stfix/Tests/DemoTests/CrashTests.swift:5"),
            ("backtrace-macos.txt", "/Users/ada/stfix/Sources/crasher/main.swift:3"),
        ])
    func crashSite(fixture: String, site: String) throws {
        let report = TestRunReport(output: ProcessOutput(text: try Self.fixture(fixture), status: 132))

        #expect(report.crashSite == site)
    }

    @Test("without a backtrace, the runtime's own message places a trap in the learner's code")
    func runtimeMessage() {
        let text = """
            ◇ Test run started.
            Exercise03Presentation/EditProfilePresenter.swift:41: Fatal error: Unexpectedly found nil while unwrapping an Optional value
            error: Exited with unexpected signal code 4
            """

        let report = TestRunReport(output: ProcessOutput(text: text, status: 1))

        #expect(report.crashSite == "Exercise03Presentation/EditProfilePresenter.swift:41")
        #expect(
            report.outcome
                == .crashed(
                    "Exercise03Presentation/EditProfilePresenter.swift:41: Fatal error: Unexpectedly found nil while unwrapping an Optional value"
                ))
    }
}
