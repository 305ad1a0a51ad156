// `workbook compare` in-process: the side-by-side text, the JSON document, users files,
// and every bad input answered with `Error: …`, the usage line and exit 64.

import Foundation
import Testing
import UserModel
import WorkbookCLI

@MainActor
@Suite("workbook compare")
struct CompareCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("WorkbookCLITests/UsersFileFixtures")

    @Test("bare workbook runs the first-launch comparison in three columns")
    func bareWorkbook() async {
        let result = await Workbook.run([], environment: ["COLUMNS": "120"])
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)

        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        #expect(
            lines.prefix(2) == [
                "Scenario first-launch — The first load: spinner, then the sorted list.",
                "Script: load; wait",
            ])
        #expect(lines.contains("Step 1 · load"))
        #expect(lines.contains { $0.hasPrefix("MVC ") && $0.contains(" │ MVP ") && $0.hasSuffix(" │ MVVM") })
        let spinner = "⟳ Loading users…".padding(toLength: 38, withPad: " ", startingAt: 0)
        #expect(lines.contains(spinner + " │ " + spinner + " │ ⟳ Loading users…"))
        #expect(lines.filter { $0 == "✓ identical" }.count == 2)
        #expect(lines.contains("✓ All 2 steps drew identical screens in MVC, MVP, MVVM."))
    }

    @Test("prints the documented JSON document")
    func json() async throws {
        let result = await Workbook.run(["compare", "--scenario", "detail-and-back", "--format", "json"])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let steps = try #require(document["steps"] as? [[String: Any]])

        #expect(result.exitCode == 0)
        #expect(document["scenario"] as? String == "detail-and-back")
        #expect(document["script"] as? String == "load; wait; search ha; select 2; back")
        #expect(steps.map { $0["event"] as? String } == ["load", "wait", "search ha", "select 2", "back"])
        let detail = try #require(steps[3]["screens"] as? [String: [String]])
        #expect(detail.keys.sorted() == ["mvc", "mvp", "mvvm"])
        #expect(
            detail["mvp"] == [
                "‹ Users | Mila Haward", "Email: mila@test.com", "Age: 24 years", "[☆ Favourite]",
            ])
        #expect(steps.allSatisfy { $0["identical"] as? Bool == true })
    }

    @Test("a malformed users file becomes every pattern's error state")
    func malformedUsersFile() async throws {
        let path = Self.fixtures.appendingPathComponent("duplicate-id.json").path
        let result = await Workbook.run(["compare", "--users", path, "--format", "json"])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let steps = try #require(document["steps"] as? [[String: Any]])
        let screens = try #require(steps.last?["screens"] as? [String: [String]])

        #expect(result.exitCode == 0)
        for pattern in ["mvc", "mvp", "mvvm"] {
            #expect(
                screens[pattern]?.contains("Couldn't load users: Entries 1 and 3 have the same id 7.") == true
            )
        }
    }

    @Test("lists the scenarios with their scripts")
    func scenarios() async {
        let result = await Workbook.run(["scenarios"])

        #expect(result.exitCode == 0)
        for scenario in Scenario.builtIn {
            #expect(result.standardOutput.contains(scenario.name + " "))
            #expect(result.standardOutput.contains("script: " + scenario.script + "\n"))
        }
    }

    // MARK: - Bad input

    struct BadInput: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var error: String
        var exitCode: Int32 = 64
        var testDescription: String { arguments.joined(separator: " ") }
    }

    nonisolated static let badInputs: [BadInput] = [
        BadInput(
            arguments: ["compare", "--scenario", "nope"],
            error:
                "Error: unknown scenario 'nope'; the scenarios are: first-launch, empty, error-then-retry, refresh, "
                + "refresh-failure, search, no-match, detail-and-back, favourite, stale-response."),
        BadInput(arguments: ["compare", "--colour"], error: "Error: unknown option '--colour'."),
        BadInput(
            arguments: ["compare", "--patterns", "mvc,viper"],
            error:
                "Error: unknown pattern 'viper'; the patterns are mvc, mvp, mvvm, mvc-light and mvvm-observation, or all."
        ),
        BadInput(
            arguments: ["compare", "--format", "xml"],
            error: "Error: unknown format 'xml'; the formats are: text, json."),
        BadInput(
            arguments: ["compare", "--width", "5"],
            error: "Error: '--width 5' is not a whole number from 20 to 1000."),
        BadInput(arguments: ["compare", "--scenario"], error: "Error: '--scenario' needs a value."),
        BadInput(
            arguments: ["compare", "--scenario", "search", "--script", "load"],
            error: "Error: give either '--scenario' or '--script', not both."),
        BadInput(arguments: ["compare", "stray"], error: "Error: unexpected argument 'stray'."),
        BadInput(
            arguments: ["compare", "--users", "no-such-file.json"],
            error:
                "Error: the users file 'no-such-file.json' does not exist; check the path (it is relative to /tmp).",
            exitCode: 1),
        BadInput(
            arguments: ["compare", "--users", "."],
            error: "Error: the users file '.' could not be read (it is a folder).", exitCode: 1),
        BadInput(
            arguments: ["compare", "--users", "/dev/zero"],
            error: "Error: the users file '/dev/zero' could not be read (it is not a regular file).",
            exitCode: 1),
    ]

    @Test(
        "bad input gets Error:, the usage line and exit 64 (a step the screen can't take too); a missing file: exit 1",
        arguments: badInputs)
    func badInput(_ input: BadInput) async {
        let result = await Workbook.run(input.arguments, currentDirectory: "/tmp")
        let errorLines = result.standardError.split(separator: "\n").map(String.init)

        #expect(result.exitCode == input.exitCode)
        #expect(result.standardOutput == "")
        #expect(errorLines.first == input.error)
        if input.exitCode == 64 {
            #expect(
                errorLines.dropFirst().first?.hasPrefix("Usage: workbook compare [--scenario NAME") == true)
        } else {
            #expect(errorLines.count == 1)
        }
    }

    @Test("an unknown command names the commands")
    func unknownCommand() async {
        let result = await Workbook.run(["comprae"])

        #expect(result.exitCode == 64)
        #expect(
            result.standardError.hasPrefix("Error: unknown command 'comprae'; the commands are 'compare', "))
        #expect(result.standardError.contains("\nUsage: workbook <command> [options]"))
    }

}
