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
                [☆ Favourite]

                ── \(title) · after 'back' ──
                Users  [Refresh]
                Search: mi
                1 of 6 users
                1. Mila Haward
                   24 years · mila@test.com


                """))
    }

    @Test(
        "a bad line prints one error and the commands on stderr, the session goes on, and piped it ends in exit 64"
    )
    func badLine() async {
        let result = await Workbook.run(["play", "mvc"], input: ["lod", "load", "select 3", "help"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let errors = result.standardError.split(separator: "\n").map(String.init)

        #expect(result.exitCode == 64)
        #expect(
            errors == [
                "Error: 'lod' is not a command.", "Commands: " + PlayCommandTests.commands,
                "Error: 'select 3': there is no row 3: the list shows no rows.",
                "Commands: " + PlayCommandTests.commands,
                "Error: line 1 of the input was not a step; see above.",
                "Usage: workbook play <pattern> [--users FILE] [--latency MS]",
                "See 'workbook play --help'.",
            ])
        #expect(lines.contains("Commands: " + PlayCommandTests.commands))
        #expect(lines.contains("── MVC · after 'load' ──"))
    }

    @Test(
        "favourite with no detail screen on top is an error line, the session goes on, and piped it ends in exit 64"
    )
    func favouriteOnTheList() async {
        let result = await Workbook.run(
            ["play", "mvvm"], input: ["load", "wait", "favourite", "select 2", "favourite"])

        #expect(result.exitCode == 64)
        #expect(
            result.standardError.contains(
                "Error: the screen could not take the step on line 3 of the input; see above.\n"
                    + "Usage: workbook play <pattern>"))
        #expect(
            result.standardError.hasPrefix(
                "Error: 'favourite': there is no detail screen on top: 'favourite' taps the toggle on a user's "
                    + "detail screen, so select a row first.\n"))
        #expect(result.standardOutput.hasSuffix("Age: 36 years\n[★ Favourite]\n\n"))
    }

    static let commands =
        "load, refresh, retry, search <text>, select <n>, back, favourite, foreground, wait, wait newest-first, "
        + "fail-next [reason], return-next <ids|none>, help, quit"

    @Test("planning the next fetch says so instead of drawing the same screen again")
    func planning() async {
        let result = await Workbook.run(["play", "mvp"], input: ["fail-next", "load", "wait"])

        #expect(result.exitCode == 0)
        #expect(
            result.standardOutput.contains(
                "(fail-next: planned for the next fetch; the screen does not change)\n"))
        #expect(!result.standardOutput.contains("after 'fail-next'"))
        #expect(result.standardOutput.contains("Couldn't load users: The network connection was lost."))
    }

    @Test("options may come before the pattern, and a users file replaces the sample")
    func optionsFirst() async {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WorkbookCLITests/UsersFileFixtures/valid.json").path
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
            (["play"], "Error: name the pattern to play: mvc, mvp, mvvm, mvc-light and mvvm-observation."),
            (
                ["play", "viper"],
                "Error: unknown pattern 'viper'; the patterns are mvc, mvp, mvvm, mvc-light and mvvm-observation."
            ),
            (
                ["play", "mvc", "--latency", "soon"],
                "Error: '--latency soon' is not a whole number from 0 to 60000."
            ),
        ])
    func badArguments(_ arguments: [String], error: String) async {
        let result = await Workbook.run(arguments)

        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix(error + "\nUsage: workbook play <pattern>"))
    }
}
