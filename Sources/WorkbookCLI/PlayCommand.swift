// `workbook play <pattern>`: the list screen as an interactive session. The learner types
// the script's words and the screen redraws. With piped input it behaves like a script —
// fetches wait for `wait` — so its frames are the same on every run and can be tested.

import Foundation
import TerminalUIKit
import UserModel

/// Plays one pattern's screen interactively, one typed step at a time.
enum PlayCommand: WorkbookCommand {
    static let name = "play"
    static let summary = "Drive one pattern's screen yourself: type events, watch it redraw."
    static let discussion = """
        Type one step per line; the screen is drawn after each:
          load  refresh  retry  search <text>  select <n>  back  favourite  foreground
          wait  wait newest-first  fail-next [reason]  return-next <ids|none>
          help  quit (or exit)
        """

    // MARK: - What it accepts

    static let pattern = Positional(
        "pattern", value: "pattern",
        help: "the pattern whose screen you drive: mvc, mvp, mvvm, mvc-light or mvvm-observation")
    static let users = Option<String>(
        "users", value: "FILE", help: "users from a JSON file instead of the built-in sample")
    static let latency = Option<Int>.integer(
        "latency", in: 0...60_000, value: "MS",
        help: "in a terminal, each fetch takes this long for real, so the spinner shows; fetches complete "
            + "by themselves and the screen redraws when they do",
        default: 0)

    static var declaredArguments: [any DeclaredArgument] { [pattern, users, latency] }

    static let notes = """
        With piped input, fetches wait for 'wait' exactly as in scripts, each frame is
        printed, and the session ends at the end of the input:
          printf 'load\\nwait\\nsearch mi\\nselect 1\\nback\\nquit\\n' | workbook play mvvm

        A line that is not a step, or a step the screen can't take, is reported and the session
        goes on. Exit status: 0 when the session ends; with piped input, 64 when a line was not a
        step or a step could not be taken (as 'workbook compare --script' would exit); 64 for a
        bad pattern or option, 1 when the users file can't be read.
        """

    static let commandWords = ScriptStep.vocabulary + ["help", "quit"]

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        guard let patternName = arguments.value(Self.pattern) else {
            throw .usage("name the pattern to play: \(ArchitecturePattern.keyList).")
        }
        guard let pattern = ArchitecturePattern(rawValue: patternName.lowercased()) else {
            throw .usage("unknown pattern '\(patternName)'; the patterns are \(ArchitecturePattern.keyList).")
        }
        let latency = arguments.value(Self.latency, else: 0)
        let source = try UsersSource.resolve(arguments.value(users), console: console)

        if console.isInteractive {
            await playInTerminal(pattern, source: source, latency: .milliseconds(latency), console: console)
        } else if let problem = await playScripted(pattern, source: source, console: console) {
            throw problem
        }
    }

    // MARK: - Piped input: a script typed line by line

    /// Plays the piped lines to the end; returns what the exit status must say, as a script
    /// run would: a line that was not a step (64), else a step the screen could not take (1).
    @MainActor
    static func playScripted(_ pattern: ArchitecturePattern, source: UsersSource, console: Console) async
        -> CommandError?
    {
        let session = ScriptedSession(pattern: pattern, base: source.service, users: source.users)
        drawFrame(session.screen, pattern: pattern, after: nil, console: console)
        var notSteps: [Int] = []
        var failedSteps: [Int] = []
        var number = 0
        reading: while let line = console.readLine() {
            number += 1
            switch await handle(line, session: session, console: console) {
            case .quit: break reading
            case .skip: continue
            case .notAStep: notSteps.append(number)
            case .failed: failedSteps.append(number)
            case .draw(let step): drawFrame(session.screen, pattern: pattern, after: step, console: console)
            }
        }
        if !notSteps.isEmpty {
            return .usage(
                "\(lines(notSteps)) of the input \(notSteps.count == 1 ? "was" : "were") not a step; see above."
            )
        }
        if !failedSteps.isEmpty {
            return .usage(
                "the screen could not take the step on \(lines(failedSteps)) of the input; see above.")
        }
        return nil
    }

    /// `line 3`, `lines 3 and 5`, `lines 2, 3 and 5`.
    private static func lines(_ numbers: [Int]) -> String {
        let words = numbers.map(String.init)
        guard let last = words.last, words.count > 1 else { return "line \(words.first ?? "")" }
        return "lines \(words.dropLast().joined(separator: ", ")) and \(last)"
    }

    // MARK: - A terminal: fetches complete by themselves, after the latency

    @MainActor
    static func playInTerminal(
        _ pattern: ArchitecturePattern, source: UsersSource, latency: Duration, console: Console
    ) async {
        let session = ScriptedSession(
            pattern: pattern, base: source.service, users: source.users, latency: latency)
        await session.start()
        let lines = AsyncStream<String> { continuation in
            Thread {
                while let line = Swift.readLine() {
                    continuation.yield(line.hasSuffix("\r") ? String(line.dropLast()) : line)
                }
                continuation.finish()
            }.start()
        }
        let frame = Frame(session: session, pattern: pattern, console: console)
        frame.redraw()
        for await line in lines {
            switch await handle(line, session: session, console: console) {
            case .quit: return
            case .skip, .notAStep, .failed: console.write("> ")
            case .draw(let step):
                // The screen reacted at once (a spinner, a disabled Refresh): draw that, and
                // draw again when the fetches it started have answered.
                frame.lastStep = step
                frame.redraw()
                if session.window.tasks.runningCount > 0 {
                    Task { @MainActor in
                        await session.window.tasks.waitUntilIdle()
                        frame.redraw()
                    }
                }
            }
        }
        console.print()
    }

    /// The terminal's screen: redrawn after each step and when fetches complete.
    @MainActor
    final class Frame {
        let session: ScriptedSession
        let pattern: ArchitecturePattern
        let console: Console
        var lastStep: String?

        init(session: ScriptedSession, pattern: ArchitecturePattern, console: Console) {
            self.session = session
            self.pattern = pattern
            self.console = console
        }

        func redraw() {
            drawFrame(session.screen, pattern: pattern, after: lastStep, console: console, clear: true)
            console.write("> ")
        }
    }

    // MARK: - One line

    enum Outcome {
        /// The step was taken: draw the screen.
        case draw(String)
        /// Nothing to draw: an empty line, `help`, a planned fetch.
        case skip
        /// The line is not a step (reported).
        case notAStep
        /// The screen could not take the step (reported).
        case failed
        /// `quit` or `exit`.
        case quit
    }

    @MainActor
    static func handle(_ line: String, session: ScriptedSession, console: Console) async -> Outcome {
        do {
            try ScriptStep.checkLength(line)
        } catch {
            console.printError("Error: \(error.message)")
            return .notAStep
        }
        let words = line.trimmingCharacters(in: ScriptStep.blanks)
        switch words {
        case "":
            return .skip
        case "quit", "exit":
            return .quit
        case "help":
            console.print("Commands: " + commandWords.joined(separator: ", "))
            return .skip
        default:
            let firstWord = String(words.prefix { !$0.isWhitespace })
            guard ScriptStep.vocabulary.contains(where: { $0.prefix { !$0.isWhitespace } == firstWord })
            else {
                console.printError("Error: '\(words)' is not a command.")
                console.printError("Commands: " + commandWords.joined(separator: ", "))
                return .notAStep
            }
            let step: ScriptStep
            do {
                step = try ScriptStep.parse(words)
            } catch {
                console.printError("Error: \(error.message)")
                console.printError("Commands: " + commandWords.joined(separator: ", "))
                return .notAStep
            }
            do {
                try await session.perform(step)
            } catch {
                console.printError("Error: '\(error.step)': \(error.reason).")
                console.printError("Commands: " + commandWords.joined(separator: ", "))
                return .failed
            }
            if step.isServicePlan {
                console.print("(\(step.text): planned for the next fetch; the screen does not change)")
                return .skip
            }
            return .draw(step.text)
        }
    }

    @MainActor
    static func drawFrame(
        _ screen: [String], pattern: ArchitecturePattern, after step: String?, console: Console,
        clear: Bool = false
    ) {
        if clear { console.writeTerminalControl("\u{1B}[2J\u{1B}[H") }
        let title =
            "── \(pattern.title)" + (step.map { " · after '\($0)'" } ?? " · type 'load' to show the screen")
        console.print(title + " ──")
        for line in screen { console.print(line) }
        console.print()
    }
}
