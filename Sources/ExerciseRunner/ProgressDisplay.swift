// Shows what a long `swift test` run is doing, so the runner is never silent for long:
// the build's progress (`Building… 143/310`), a build lock held by another SwiftPM, then
// the test phase. In a terminal one line is redrawn in place; piped, a few plain lines.

import CommandSupport

/// Prints ``TestRunProgress`` reports on a ``ProgressOutput``.
@MainActor
final class ProgressDisplay {
    private let output: ProgressOutput
    private var lastQuarter = -1
    private var saidLock = false
    private var saidTesting = false
    private var lineOpen = false

    /// Shows progress on `output`.
    init(output: ProgressOutput) {
        self.output = output
    }

    /// Shows one report.
    func show(_ event: TestRunProgress) {
        switch event {
        case .building(let done, let total):
            let text = "Building… \(done)/\(total)"
            if output.isTerminal {
                redraw(text)
            } else {
                // Piped: a line at the start and at each quarter, not hundreds.
                let quarter = total > 0 ? min(done * 4 / total, 4) : 0
                guard quarter > lastQuarter else { return }
                lastQuarter = quarter
                output.line(text)
            }
        case .waitingForLock(let line):
            guard !saidLock else { return }
            saidLock = true
            closeLine()
            output.line(
                "Waiting: another SwiftPM is using this build folder (\(line)). Let it finish, stop it, "
                    + "or press Ctrl-C.")
        case .testing:
            guard !saidTesting else { return }
            saidTesting = true
            if output.isTerminal {
                redraw("Running the tests…")
            } else {
                output.line("Running the tests…")
            }
        }
    }

    /// Clears the line being redrawn, so the summary starts on a clean line.
    func finish() {
        if lineOpen {
            output.clear()
            lineOpen = false
        }
    }

    private func redraw(_ text: String) {
        output.redraw?(text)
        lineOpen = true
    }

    /// Ends the line being redrawn where it is, so the next line starts below it.
    private func closeLine() {
        if lineOpen {
            output.line("")
            lineOpen = false
        }
    }
}
