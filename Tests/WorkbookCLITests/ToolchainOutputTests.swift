// The readers of the toolchain's output, fed what Swift 6.1 (the floor) and 6.3 (the newest
// here) print: Swift Testing's event stream, an error inside `#expect`'s expansion, and a
// crash's backtrace on Linux and macOS. The 6.3 and Linux fixtures were recorded; the 6.1 and
// macOS ones are built from those releases' own format strings (ToolchainFixtures/).

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
        "an error inside #expect is placed in the test file, with the compiler's words",
        arguments: ["6.1", "6.3"])
    func macroError(version: String) throws {
        let report = TestRunReport(
            output: ProcessOutput(text: try Self.fixture("macro-expect-error-\(version).txt"), status: 1))

        guard case .didNotBuild(let errors, _) = report.outcome else {
            Issue.record("expected a build failure, got \(report.outcome)")
            return
        }
        #expect(
            errors.map { "\(($0.path as NSString).lastPathComponent):\($0.line)" } == [
                "MacroTests.swift:12", "MacroTests.swift:16",
            ])
        #expect(
            errors.first?.message
                == "call can throw, but it is not marked with 'try' and the error is not handled")
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
