// Shows what a long `swift test` run is doing, so the runner is never silent for long:
// the build's progress (`Building… 143/310`), a build lock held by another SwiftPM, then
// the test phase. In a terminal one line is redrawn in place; piped, a few plain lines.

/// Prints ``TestRunProgress`` reports on a console.
@MainActor
final class ProgressDisplay {
    private let console: Console
    private var lastQuarter = -1
    private var saidLock = false
    private var saidTesting = false
    private var lineOpen = false

    /// Shows progress on `console`.
    init(console: Console) {
        self.console = console
    }

    /// Shows one report.
    func show(_ event: TestRunProgress) {
        switch event {
        case .building(let done, let total):
            let text = "Building… \(done)/\(total)"
            if console.isOutputTerminal {
                redraw(text)
            } else {
                // Piped: a line at the start and at each quarter, not hundreds.
                let quarter = total > 0 ? min(done * 4 / total, 4) : 0
                guard quarter > lastQuarter else { return }
                lastQuarter = quarter
                console.print(text)
            }
        case .waitingForLock(let line):
            guard !saidLock else { return }
            saidLock = true
            closeLine()
            console.print(
                "Waiting: another SwiftPM is using this build folder (\(line)). Let it finish, stop it, "
                    + "or press Ctrl-C.")
        case .testing:
            guard !saidTesting else { return }
            saidTesting = true
            if console.isOutputTerminal {
                redraw("Running the tests…")
            } else {
                console.print("Running the tests…")
            }
        }
    }

    /// Clears the line being redrawn, so the summary starts on a clean line.
    func finish() {
        if lineOpen {
            console.writeTerminalControl("\r\u{1B}[K")
            lineOpen = false
        }
    }

    private func redraw(_ text: String) {
        console.writeTerminalControl("\r\u{1B}[K")
        console.write(text)
        lineOpen = true
    }

    private func closeLine() {
        if lineOpen {
            console.print()
            lineOpen = false
        }
    }
}
