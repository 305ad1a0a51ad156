// Reading the command line against what each command declares: bad command lines said in
// the right words (an option given twice is not "unknown", a negative number is a wrong
// value, not an option), every declared argument in the help it generates, and nothing
// accepted that was not declared.

import Testing

@testable import WorkbookCLI

@MainActor
@Suite("Reading the command line")
struct ParsedArgumentsTests {
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
                ["trace", "mvc", "--users", "a", "--users", "b"],
                "Error: '--users' was given twice; give it once."
            ),
        ])
    func repeated(arguments: [String], message: String) async {
        let result = await Workbook.run(arguments)

        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix(message + "\nUsage: "))
    }

    // MARK: - Declared once: parsing and help from the same list

    @Test("every command's help lists every argument it declares, with its help", arguments: commandNames)
    func helpListsEveryDeclaredArgument(name: String) throws {
        let command = try #require(Workbook.commands.first { $0.name == name })
        let help = Workbook.help(for: command)
        for argument in command.declaredArguments {
            let firstWords = argument.spec.help.split(separator: " ").prefix(3).joined(separator: " ")
            #expect(help.contains("  " + argument.spec.label + " "), "\(argument.spec.label)")
            #expect(help.contains(firstWords), "\(argument.spec.label)")
            #expect(Workbook.usage(for: command).contains(argument.spec.label))
        }
    }

    @Test(
        "every command refuses an option it does not declare, with exit 64 and its usage",
        arguments: commandNames)
    func undeclaredOptionIsRefused(name: String) async throws {
        let command = try #require(Workbook.commands.first { $0.name == name })

        let result = await Workbook.run([name, "--not-declared"])

        #expect(result.exitCode == 64)
        #expect(
            result.standardError
                == "Error: unknown option '--not-declared'.\n\(Workbook.usage(for: command))\n"
                + "See 'workbook \(name) --help'.\n")
    }

    // MARK: - The parser, on a command of the test's own

    /// A command declared here, to show that declaring an argument is all it takes.
    enum EchoCommand: WorkbookCommand {
        static let name = "echo"
        static let summary = "Says what it was given."
        static let word = Positional("word", help: "what to say")
        static let times = Option<Int>.integer("times", in: 1...3, help: "how often", default: 1)
        static let shout = Flag("shout", help: "in capitals")
        static var declaredArguments: [any DeclaredArgument] { [word, times, shout] }
        static let notes = ""

        static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {}
    }

    @Test("a declared option, flag and positional are read, and a default stands in for a missing value")
    func readsWhatIsDeclared() throws {
        let given = try ParsedArguments(
            ["hi", "--times=3", "--shout"], declared: EchoCommand.declaredArguments)
        let bare = try ParsedArguments([], declared: EchoCommand.declaredArguments)

        #expect(given.value(EchoCommand.word) == "hi")
        #expect(given.value(EchoCommand.times) == 3)
        #expect(given.isSet(EchoCommand.shout))
        #expect(given.text(of: EchoCommand.times) == "3")
        #expect(bare.value(EchoCommand.word) == nil)
        #expect(bare.value(EchoCommand.times) == 1)
        #expect(bare.text(of: EchoCommand.times) == nil)
        #expect(!bare.isSet(EchoCommand.shout))
    }

    @Test(
        "what was not declared, or not declared so, is a usage error in words",
        arguments: [
            (["--loud"], "unknown option '--loud'."),
            (["hi", "there"], "unexpected argument 'there'."),
            (["--times"], "'--times' needs a value."),
            (["--times", "--shout"], "'--times' needs a value."),
            (["--times="], "'--times' needs a value after '='."),
            (["--times", "9"], "'--times 9' is not a whole number from 1 to 3."),
            (["--shout", "--shout"], "'--shout' was given twice; give it once."),
            (["--shout=yes"], "'--shout' takes no value."),
            (["-x"], "unknown option '-x'."),
        ])
    func refusesWhatIsNotDeclared(words: [String], message: String) {
        #expect(throws: CommandError.usage(message)) {
            try ParsedArguments(words, declared: EchoCommand.declaredArguments)
        }
    }

    nonisolated static let commandNames = [
        "compare", "scenarios", "trace", "metrics", "bench", "exercises", "check",
        "hint", "reset", "solution",
    ]
}
