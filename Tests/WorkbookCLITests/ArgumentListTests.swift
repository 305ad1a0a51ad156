// Bad command lines said in the right words: an option given twice is not "unknown", and a
// negative number is a wrong value, not an option.

import Testing

@testable import ExerciseRunner
@testable import WorkbookCLI

@MainActor
@Suite("Reading the command line")
struct ArgumentListTests {
    @Test(
        "an option or flag given twice is reported as given twice, exit 64",
        arguments: [
            (
                ["compare", "--width", "50", "--width", "60"],
                "Error: '--width' was given twice; give it once."
            ),
            (["compare", "--width=50", "--width=60"], "Error: '--width' was given twice; give it once."),
            (["compare", "--trace", "--trace"], "Error: '--trace' was given twice; give it once."),
            (
                ["play", "mvc", "--users", "a", "--users", "b"],
                "Error: '--users' was given twice; give it once."
            ),
        ])
    func repeated(arguments: [String], message: String) async {
        let result = await Workbook.run(arguments)

        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix(message + "\nUsage: "))
    }

    @Test("a negative exercise number says which numbers there are, exit 64")
    func negativeExercise() async {
        let result = await Workbook.run(["hint", "-1"])

        #expect(result.exitCode == 64)
        #expect(
            result.standardError.hasPrefix(
                "Error: there is no exercise -1; the exercises are numbered 1–11.\n"))
    }

    @Test("an unknown option is still unknown")
    func unknown() async {
        let result = await Workbook.run(["compare", "--colour"])

        #expect(result.standardError.hasPrefix("Error: unknown option '--colour'."))
    }

    @Test(
        "the users path's wording: empty, absolute, relative",
        arguments: [
            ("", 64, "Error: '--users' needs the path of a JSON users file, but it was empty."),
            (
                "/no/such/users.json", 1,
                "Error: the users file '/no/such/users.json' does not exist; check the path."
            ),
            (
                "no-such-users.json", 1,
                "Error: the users file 'no-such-users.json' does not exist; check the path (it is relative to /tmp)."
            ),
        ])
    func usersPath(path: String, code: Int32, message: String) async {
        let result = await Workbook.run(["compare", "--users", path], currentDirectory: "/tmp")

        #expect(result.exitCode == code)
        #expect(result.standardError.hasPrefix(message + "\n"))
    }
}
