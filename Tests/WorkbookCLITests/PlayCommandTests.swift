// `workbook play` with piped input: each typed step draws a frame, bad lines explain
// themselves without ending the session, and the end of input or `quit` exits 0.

import Foundation
import Testing
import WorkbookCLI

@MainActor
@Suite("workbook play")
struct PlayCommandTests {
    @Test("draws a frame after each step", arguments: ["mvc", "mvp", "mvvm"])
    func frames(_ pattern: String) async {
        let result = await Workbook.run(
            ["play", pattern], input: ["load", "wait", "search mi", "select 1", "back", "quit"])
        let title = pattern.uppercased()

        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput.hasPrefix(
                """
                ── \(title) · type 'load' to show the screen ──

                ── \(title) · after 'load' ──
                Users  [Refresh] (disabled)
                Search: (name or email)
                ⟳ Loading users…

                ── \(title) · after 'wait' ──
                Users  [Refresh]
                Search: (name or email)
                6 users

                """))
        #expect(
            result.standardOutput.hasSuffix(
                """
                ── \(title) · after 'select 1' ──
                ‹ Users | Mila Haward
                Email: mila@test.com
                Age: 24 years

                ── \(title) · after 'back' ──
                Users  [Refresh]
                Search: mi
                1 of 6 users
                1. Mila Haward
                   24 years · mila@test.com


                """))
    }

    @Test("a bad line prints one error and the commands, and the session goes on")
    func badLine() async {
        let result = await Workbook.run(["play", "mvc"], input: ["lod", "load", "select 3", "help"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)

        #expect(result.exitCode == 0)
        #expect(lines.contains("Error: 'lod' is not a command."))
        #expect(lines.contains("Error: 'select 3': there is no row 3: the list shows no rows."))
        #expect(lines.filter { $0.hasPrefix("Commands: load, refresh, retry, search <text>") }.count == 3)
        #expect(lines.contains("── MVC · after 'load' ──"))
    }

    @Test("options may come before the pattern, and a users file replaces the sample")
    func optionsFirst() async {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("UserModelTests/Fixtures/valid.json").path
        let result = await Workbook.run(["play", "--users", file, "mvc"], input: ["load", "wait"])

        #expect(result.exitCode == 0)
        #expect(
            result.standardOutput.hasSuffix(
                "2 users\n1. Iyad Agha\n   36 years · iyad@test.com\n2. Zoë Ørsted\n   0 years · zoe@test.com\n\n"
            ))
    }

    @Test("quit ends the session before the rest of the input")
    func quit() async {
        let result = await Workbook.run(["play", "mvp"], input: ["quit", "load"])

        #expect(result.exitCode == 0)
        #expect(!result.standardOutput.contains("after 'load'"))
    }

    @Test(
        "bad arguments get Error:, usage and exit 64",
        arguments: [
            (["play"], "Error: name the pattern to play: mvc, mvp or mvvm."),
            (["play", "viper"], "Error: unknown pattern 'viper'; the patterns are mvc, mvp and mvvm."),
            (
                ["play", "mvc", "--latency", "soon"],
                "Error: '--latency soon' is not a whole number from 0 to 60000."
            ),
        ])
    func badArguments(_ arguments: [String], error: String) async {
        let result = await Workbook.run(arguments)

        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix(error + "\nUsage: workbook play <mvc|mvp|mvvm>"))
    }
}
