// `workbook play <pattern>`: the list screen as an interactive session. The learner types
// the script's words and the screen redraws. With piped input it behaves like a script —
// fetches wait for `wait` — so its frames are the same on every run and can be tested.

import CommandSupport
import Foundation
import ScriptedSessions
import TerminalUIKit
import UserModel

/// Plays one pattern's screen interactively, one typed step at a time.
enum PlayCommand: WorkbookCommand {
    static let name = "play"
    static let summary = "Drive one pattern's screen yourself: type events, watch it redraw."
    static let usage = "workbook play <mvc|mvp|mvvm> [--users FILE] [--latency MS]"
    static let details = """
        Type one step per line; the screen is drawn after each:
          load  refresh  retry  search <text>  select <n>  back  favourite  foreground
          wait  wait newest-first  fail-next [reason]  return-next <ids|none>
          help  quit (or exit)

        Options:
          --users FILE     users from a JSON file instead of the built-in sample
          --latency MS     in a terminal, each fetch takes this long for real, so the spinner
                           shows (default: 0); fetches complete by themselves and the screen
                           redraws when they do

        With piped input, fetches wait for 'wait' exactly as in scripts, each frame is
        printed, and the session ends at the end of the input:
          printf 'load\\nwait\\nsearch mi\\nselect 1\\nback\\nquit\\n' | workbook play mvvm
        """

    static let commandWords = ScriptStep.vocabulary + ["help", "quit"]

    static func run(_ arguments: inout ArgumentList, console: Console) async throws(CommandError) {
        let usersPath = try arguments.option("users")
        let latency = try arguments.integerOption("latency", in: 0...60_000) ?? 0
        guard let patternName = arguments.positional() else {
            throw .usage("name the pattern to play: mvc, mvp or mvvm.")
        }
        try arguments.finish()
        guard let pattern = ArchitecturePattern(rawValue: patternName.lowercased()) else {
            throw .usage("unknown pattern '\(patternName)'; the patterns are mvc, mvp and mvvm.")
        }
        let source = try UsersSource.resolve(usersPath, console: console)

        if console.isInteractive {
            await playInTerminal(pattern, source: source, latency: .milliseconds(latency), console: console)
        } else {
            await playScripted(pattern, source: source, console: console)
        }
    }

    // MARK: - Piped input: a script typed line by line

    @MainActor
    static func playScripted(_ pattern: ArchitecturePattern, source: UsersSource, console: Console) async {
        let session = ScriptedSession(pattern: pattern, base: source.service, users: source.users)
        drawFrame(session.screen, pattern: pattern, after: nil, console: console)
        while let line = console.readLine() {
            switch await handle(line, session: session, console: console) {
            case .quit: return
            case .skip: continue
            case .draw(let step): drawFrame(session.screen, pattern: pattern, after: step, console: console)
            }
        }
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
            case .skip: console.write("> ")
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
        case draw(String)
        case skip
        case quit
    }

    @MainActor
    static func handle(_ line: String, session: ScriptedSession, console: Console) async -> Outcome {
        do {
            try ScriptStep.checkLength(line)
        } catch {
            console.printError("Error: \(error.message)")
            return .skip
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
                return .skip
            }
            do {
                let step = try ScriptStep.parse(words)
                try await session.perform(step)
                if step.isServicePlan {
                    console.print("(\(step.text): planned for the next fetch; the screen does not change)")
                    return .skip
                }
                return .draw(step.text)
            } catch let error as ScriptParseError {
                console.printError("Error: \(error.message)")
            } catch let error as ScriptStepError {
                console.printError("Error: '\(error.step)': \(error.reason).")
            } catch {
                console.printError("Error: \(error)")
            }
            console.printError("Commands: " + commandWords.joined(separator: ", "))
            return .skip
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
