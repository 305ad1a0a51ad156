// Shows what a long `swift test` run is doing, so the runner is never silent for long:
// the build's progress (`Building… 143/310`), a build lock held by another SwiftPM, then
// the test phase. In a terminal one line is redrawn in place, with the time it has taken
// ticking each second; piped, a line at each quarter of the build, and one more whenever
// two seconds pass without a line (a single file can take a minute to compile).


/// Prints ``TestRunProgress`` reports on a ``ProgressOutput``.
@MainActor
final class ProgressDisplay {
    /// How long a piped run may go without a line.
    static let pipedInterval: Duration = .seconds(2)
    /// How long a run goes before a terminal's line shows the time taken.
    static let showTimeAfter: Duration = .seconds(2)

    private let output: ProgressOutput
    private let now: () -> Duration
    private let started: Duration
    private var lastLine: Duration
    private var current: String?
    private var lastQuarter = -1
    private var saidPlanning = false
    private var saidLock = false
    private var saidTesting = false
    private var lineOpen = false

    /// Shows progress on `output`; `now` is the time since any fixed start.
    init(output: ProgressOutput, now: @escaping () -> Duration) {
        self.output = output
        self.now = now
        started = now()
        lastLine = started
    }

    /// Shows one report.
    func show(_ event: TestRunProgress) {
        switch event {
        case .building(_, let total) where total <= 1:
            // SwiftPM's `[0/1] Planning build`: a count of one step says nothing, and when
            // the build is up to date it is all there is. It leaves the quarters to the build.
            current = "Planning the build…"
            if output.isTerminal {
                redraw()
            } else if !saidPlanning && lastQuarter < 0 {
                saidPlanning = true
                line()
            }
        case .building(let done, let total):
            current = "Building… \(done)/\(total)"
            if output.isTerminal {
                redraw()
            } else {
                // Piped: a line at the start and at each quarter, not hundreds.
                let quarter = total > 0 ? min(done * 4 / total, 4) : 0
                guard quarter > lastQuarter else { return }
                lastQuarter = quarter
                line()
            }
        case .waitingForLock(let text):
            guard !saidLock else { return }
            saidLock = true
            closeLine()
            output.line(
                "Waiting: another SwiftPM is using this build folder (\(text)). Let it finish, stop it, "
                    + "or press Ctrl-C.")
            lastLine = now()
        case .testing:
            guard !saidTesting else { return }
            saidTesting = true
            current = "Running the tests…"
            if output.isTerminal {
                redraw()
            } else {
                line()
            }
        }
    }

    /// A second passed: on a terminal the time taken moves; piped, a line is due now and then.
    func tick() {
        guard current != nil else { return }
        if output.isTerminal {
            redraw()
        } else if now() - lastLine >= Self.pipedInterval {
            line()
        }
    }

    /// Clears the line being redrawn, so the summary starts on a clean line.
    func finish() {
        if lineOpen {
            output.clear()
            lineOpen = false
        }
    }

    /// What is happening, with the time taken once it is worth saying.
    private var text: String {
        let taken = now() - started
        let state = current ?? ""
        return taken < Self.showTimeAfter ? state : "\(state) · \(ProgressOutput.elapsed(taken))"
    }

    private func line() {
        output.line(text)
        lastLine = now()
    }

    private func redraw() {
        output.redraw?(String(text.prefix(max(output.width - 1, 10))))
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
