// `workbook trace`: the calls are the ones the code really made (checked against what the
// service and the widgets saw), and the Mermaid output is a well-formed sequence diagram
// for every built-in scenario in every pattern.

import Foundation
import TerminalUIKit
import Testing
import UserModel
import WorkbookCLI

@MainActor
@Suite("workbook trace", .timeLimit(.minutes(1)))
struct TraceCommandTests {
    nonisolated static let cases = Scenario.builtIn.flatMap { scenario in
        ArchitecturePattern.allCases.map { TraceCase(scenario: scenario, pattern: $0) }
    }

    struct TraceCase: Sendable, CustomTestStringConvertible {
        var scenario: Scenario
        var pattern: ArchitecturePattern
        var testDescription: String { "\(pattern.rawValue) \(scenario.name)" }
    }

    @Test("prints a well-formed Mermaid sequence diagram", arguments: cases)
    func mermaid(_ example: TraceCase) async throws {
        let result = await Workbook.run([
            "trace", example.pattern.rawValue, "--scenario", example.scenario.name, "--format", "mermaid",
        ])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let participants = lines.compactMap { line in
            line.hasPrefix("    participant ") ? String(line.dropFirst("    participant ".count)) : nil
        }
        let names = participants.joined(separator: "|")
        let arrow = try Regex("^    (\(names))(->>|-->>)(\(names)): [^;#<>\\n]+$")
        let note = try Regex("^    Note over (\(names)),(\(names)): [^;<>\\n]+$")

        #expect(result.exitCode == 0)
        #expect(lines.first == "sequenceDiagram")
        #expect(lines.dropFirst().first?.hasPrefix("    title \(example.pattern.title) · ") == true)
        #expect(participants == example.pattern.participants)
        let body = lines.dropFirst(2 + participants.count)
        #expect(!body.isEmpty)
        for line in body {
            #expect(
                line.wholeMatch(of: arrow) != nil || line.wholeMatch(of: note) != nil, "bad line: \(line)")
        }
        #expect(
            body.filter { $0.hasPrefix("    Note over ") }.count
                == example.scenario.script.split(separator: ";").count)
    }

    @Test("records a fetch exactly when the service received one", arguments: cases)
    func fetchesMatchTheService(_ example: TraceCase) async throws {
        let tracer = CallTracer()
        let session = ScriptedSession(
            pattern: example.pattern, base: SampleUserService(), users: User.sample,
            wiring: .traced(example.pattern, into: tracer))
        var widgetChanges = 0
        let recordToTracer = session.window.widgetChangeObserver
        session.window.widgetChangeObserver = { change in
            widgetChanges += 1
            recordToTracer?(change)
        }

        for step in try ScriptStep.parseScript(example.scenario.script) {
            try await session.perform(step)
        }
        let calls = tracer.takeCalls()

        let fetches = calls.filter { $0.to == "Service" && $0.message == "fetchUsers()" }
        let replies = calls.filter { $0.from == "Service" && $0.isReply }
        #expect(fetches.count == (await session.service.requestCount))
        #expect(replies.count == fetches.count - (await session.service.pendingCount))
        #expect(fetches.allSatisfy { $0.from == example.pattern.fetchingRole })
        #expect(calls.filter { $0.to == "Widgets" }.count == widgetChanges)
        #expect(calls.allSatisfy { example.pattern.participants.contains($0.from) })
        #expect(calls.allSatisfy { example.pattern.participants.contains($0.to) })
    }

    @Test("shows calls per step, indented by depth")
    func text() async {
        let result = await Workbook.run(["trace", "mvvm", "--script", "load; wait; search mi"])

        #expect(result.exitCode == 0)
        #expect(
            result.standardOutput.hasSuffix(
                """
                Step 3 · search mi
                  User → View: types "mi"
                    View → ViewModel: searchTextChanged("mi")
                      ViewModel → Property: summaryText = "1 of 6 users"
                      Property → View: summaryText → binding
                        View → Widgets: label.text = "1 of 6 users"
                      ViewModel → Property: rows = 1 item
                      Property → View: rows → binding
                        View → Widgets: tableView.reloadData() → 1 row

                """))
    }

    @Test(
        "where no protocol stands between the roles, the widgets the screen changes still show",
        arguments: [(ArchitecturePattern.mvvmObservation, "View"), (.mvcLight, "Controller")])
    func watchedFromTheWindow(_ pattern: ArchitecturePattern, role: String) async {
        let result = await Workbook.run(["trace", pattern.rawValue, "--scenario", "first-launch"])

        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("  \(pattern.fetchingRole) ⇠ Service: 6 users\n"))
        #expect(result.standardOutput.contains("  \(role) → Widgets: tableView.reloadData() → 6 rows\n"))
        #expect(result.standardOutput.contains("  \(role) → Widgets: label.text = \"6 users\"\n"))
    }

    @Test("options may come before the pattern")
    func optionsFirst() async {
        let result = await Workbook.run(["trace", "--format", "mermaid", "--scenario", "empty", "mvc"])

        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("sequenceDiagram\n    title MVC · empty\n"))
    }

    @Test("compare --trace shows each pattern's calls under the screens")
    func compareTrace() async {
        let result = await Workbook.run(["compare", "--trace", "--script", "load"])

        #expect(result.exitCode == 0)
        for title in ["MVC", "MVP", "MVVM"] {
            #expect(result.standardOutput.contains("Calls in \(title):\n"))
        }
        #expect(result.standardOutput.contains("    Controller → Service: fetchUsers()\n"))
        #expect(result.standardOutput.contains("✓ The 1 step drew identical screens in MVC, MVP, MVVM."))
    }

    @Test(
        "bad arguments get Error:, usage and exit 64",
        arguments: [
            (["trace"], "Error: name the pattern to trace: mvc, mvp, mvvm, mvc-light and mvvm-observation."),
            (
                ["trace", "mvc,mvp"],
                "Error: trace one pattern at a time; to see them side by side use 'workbook compare --trace'."
            ),
            (
                ["trace", "mvc", "--format", "json"],
                "Error: unknown format 'json'; the formats are: text, mermaid."
            ),
            (
                ["trace", "viper"],
                "Error: unknown pattern 'viper'; the patterns are mvc, mvp, mvvm, mvc-light and mvvm-observation, or all."
            ),
        ])
    func badArguments(_ arguments: [String], error: String) async {
        let result = await Workbook.run(arguments)

        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix(error + "\nUsage: workbook trace <pattern>"))
    }

    @Test(
        "a step the screen can't take and a step that isn't one both exit 64, with the usage line")
    func stepFailures() async {
        let failed = await Workbook.run(["trace", "mvc", "--script", "load; wait; favourite"])
        let unreadable = await Workbook.run(["trace", "mvc", "--script", "load; wiat"])

        #expect(failed.exitCode == 64)
        #expect(
            failed.standardError.hasPrefix(
                "Error: step 'favourite': there is no detail screen on top: 'favourite' taps the toggle on a "
                    + "user's detail screen, so select a row first.\nUsage: workbook trace <pattern> "))
        #expect(unreadable.exitCode == 64)
        #expect(unreadable.standardError.contains("\nUsage: workbook trace <pattern> "))
    }
}
